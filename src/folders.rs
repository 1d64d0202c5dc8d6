/*!
Where tapete keeps its files, by kind of file, as most command-line tools do: what the user made
(the sessions) in the data folder, what the user set (the configuration) in the config folder,
what can be made again (the sessions listing's cache) in the cache folder.

| kind | Linux, macOS (XDG) | Windows |
|---|---|---|
| sessions | `$TAPETE_HOME`, else `$XDG_DATA_HOME/tapete/sessions` (`~/.local/share/tapete/sessions`) | `%TAPETE_HOME%`, else `%APPDATA%\tapete\sessions` |
| concours | `concours` inside the sessions folder | the same |
| configuration | `$XDG_CONFIG_HOME/tapete/config.yaml` (`~/.config/tapete/config.yaml`) | `%APPDATA%\tapete\config.yaml` |
| cache | `$XDG_CACHE_HOME/tapete` (`~/.cache/tapete`) | `%LOCALAPPDATA%\tapete\cache` |

`TAPETE_HOME` is the sessions folder itself, as it always was; it moves neither the configuration
nor the cache. A variable set to nothing counts as unset.

Nobody loses a session: the Linux and macOS folders are the ones tapete always used. On Windows
tapete used to follow the XDG variables and `HOME` as well; while the new folder (or file) is not
there and the old one is, the old one is still the one read and written.
*/

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Which convention a platform follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Platform {
    /// The XDG base directories (Linux, macOS and the other Unix systems).
    Xdg,
    /// The known folders of Windows, from `APPDATA` and `LOCALAPPDATA`.
    Windows,
}

impl Platform {
    /// The platform this program was built for.
    pub(crate) const HERE: Platform = if cfg!(windows) { Platform::Windows } else { Platform::Xdg };
}

/// The folders of one environment: `var` reads a variable, `platform` says the convention.
pub(crate) struct Folders<V: Fn(&str) -> Option<OsString>> {
    pub(crate) var: V,
    pub(crate) platform: Platform,
}

/// The folders of this process's environment.
fn here() -> Folders<impl Fn(&str) -> Option<OsString>> {
    Folders { var: |name: &str| std::env::var_os(name), platform: Platform::HERE }
}

/// The sessions folder, if there is a place for it.
pub(crate) fn sessions() -> Option<PathBuf> {
    here().sessions()
}

/// The configuration file, if there is a place for it.
pub(crate) fn config_file() -> Option<PathBuf> {
    here().config_file()
}

/// The cache folder, if there is a place for it.
pub(crate) fn cache() -> Option<PathBuf> {
    here().cache()
}

impl<V: Fn(&str) -> Option<OsString>> Folders<V> {
    /// A variable's value as a path; set to nothing is unset.
    fn path(&self, name: &str) -> Option<PathBuf> {
        (self.var)(name).filter(|v| !v.is_empty()).map(PathBuf::from)
    }

    /// `$NAME`, else `$HOME/fallback` (an XDG base directory).
    fn xdg(&self, name: &str, fallback: &str) -> Option<PathBuf> {
        self.path(name).or_else(|| self.path("HOME").map(|h| h.join(fallback)))
    }

    pub(crate) fn sessions(&self) -> Option<PathBuf> {
        if let Some(home) = self.path("TAPETE_HOME") {
            return Some(home);
        }
        let xdg = self.xdg("XDG_DATA_HOME", ".local/share").map(|d| d.join("tapete").join("sessions"));
        match self.platform {
            Platform::Xdg => xdg,
            Platform::Windows => {
                let known = self.path("APPDATA").map(|d| d.join("tapete").join("sessions"));
                still_there(known, xdg)
            }
        }
    }

    pub(crate) fn config_file(&self) -> Option<PathBuf> {
        let xdg = self.xdg("XDG_CONFIG_HOME", ".config").map(|d| d.join("tapete").join("config.yaml"));
        match self.platform {
            Platform::Xdg => xdg,
            Platform::Windows => {
                let known = self.path("APPDATA").map(|d| d.join("tapete").join("config.yaml"));
                still_there(known, xdg)
            }
        }
    }

    pub(crate) fn cache(&self) -> Option<PathBuf> {
        match self.platform {
            Platform::Xdg => self.xdg("XDG_CACHE_HOME", ".cache").map(|d| d.join("tapete")),
            Platform::Windows => self.path("LOCALAPPDATA").map(|d| d.join("tapete").join("cache")),
        }
    }
}

/// `known`, unless it is not there and `before` (where an earlier tapete kept the same thing) is.
fn still_there(known: Option<PathBuf>, before: Option<PathBuf>) -> Option<PathBuf> {
    let exists = |p: &Option<PathBuf>| p.as_deref().is_some_and(Path::exists);
    if !exists(&known) && exists(&before) {
        return before;
    }
    known.or(before)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn folders(platform: Platform, vars: &[(&str, &Path)]) -> Folders<impl Fn(&str) -> Option<OsString>> {
        let vars: HashMap<String, OsString> =
            vars.iter().map(|(k, v)| (k.to_string(), v.as_os_str().to_os_string())).collect();
        Folders { var: move |name: &str| vars.get(name).cloned(), platform }
    }

    #[test]
    fn xdg_each_kind_in_its_base_directory_home_the_fallback() {
        let home = Path::new("/home/ana");
        let f = folders(Platform::Xdg, &[("HOME", home)]);
        assert_eq!(f.sessions().unwrap(), home.join(".local/share/tapete/sessions"));
        assert_eq!(f.config_file().unwrap(), home.join(".config/tapete/config.yaml"));
        assert_eq!(f.cache().unwrap(), home.join(".cache/tapete"));
        let (data, config, cache) = (Path::new("/d"), Path::new("/c"), Path::new("/k"));
        let f = folders(
            Platform::Xdg,
            &[("HOME", home), ("XDG_DATA_HOME", data), ("XDG_CONFIG_HOME", config), ("XDG_CACHE_HOME", cache)],
        );
        assert_eq!(f.sessions().unwrap(), data.join("tapete/sessions"));
        assert_eq!(f.config_file().unwrap(), config.join("tapete/config.yaml"));
        assert_eq!(f.cache().unwrap(), cache.join("tapete"));
        // Set to nothing is unset; nothing at all is no place.
        let f = folders(Platform::Xdg, &[("HOME", home), ("XDG_CACHE_HOME", Path::new(""))]);
        assert_eq!(f.cache().unwrap(), home.join(".cache/tapete"));
        let f = folders(Platform::Xdg, &[]);
        assert_eq!((f.sessions(), f.config_file(), f.cache()), (None, None, None));
    }

    #[test]
    fn tapete_home_is_the_sessions_folder_and_moves_nothing_else() {
        let (home, th) = (Path::new("/home/ana"), Path::new("/srv/club"));
        for platform in [Platform::Xdg, Platform::Windows] {
            let f = folders(platform, &[("HOME", home), ("TAPETE_HOME", th), ("APPDATA", Path::new("/r"))]);
            assert_eq!(f.sessions().unwrap(), th, "{platform:?}");
            assert_ne!(f.config_file().unwrap().parent().unwrap(), th);
        }
    }

    #[test]
    fn windows_the_known_folders() {
        let (roaming, local) = (Path::new("/u/AppData/Roaming"), Path::new("/u/AppData/Local"));
        let f = folders(Platform::Windows, &[("APPDATA", roaming), ("LOCALAPPDATA", local)]);
        assert_eq!(f.sessions().unwrap(), roaming.join("tapete").join("sessions"));
        assert_eq!(f.config_file().unwrap(), roaming.join("tapete").join("config.yaml"));
        assert_eq!(f.cache().unwrap(), local.join("tapete").join("cache"));
        // XDG_CACHE_HOME is not Windows's.
        let f = folders(Platform::Windows, &[("APPDATA", roaming), ("XDG_CACHE_HOME", Path::new("/k"))]);
        assert_eq!(f.cache(), None);
    }

    #[test]
    fn windows_what_an_earlier_tapete_kept_under_home_is_still_read_until_the_new_place_is_there() {
        let tmp = tempfile::tempdir().unwrap();
        let (home, roaming) = (tmp.path().join("home"), tmp.path().join("roaming"));
        let vars = [("HOME", home.as_path()), ("APPDATA", roaming.as_path())];
        let f = folders(Platform::Windows, &vars);
        let (new_sessions, old_sessions) = (roaming.join("tapete/sessions"), home.join(".local/share/tapete/sessions"));
        let (new_config, old_config) = (roaming.join("tapete/config.yaml"), home.join(".config/tapete/config.yaml"));
        // Nothing anywhere: the new places.
        assert_eq!(f.sessions().unwrap(), new_sessions);
        assert_eq!(f.config_file().unwrap(), new_config);
        // Only the old ones there: they are read.
        std::fs::create_dir_all(&old_sessions).unwrap();
        std::fs::create_dir_all(old_config.parent().unwrap()).unwrap();
        std::fs::write(&old_config, "lang: es\n").unwrap();
        assert_eq!(f.sessions().unwrap(), old_sessions);
        assert_eq!(f.config_file().unwrap(), old_config);
        // Once the new ones are there, they win.
        std::fs::create_dir_all(&new_sessions).unwrap();
        std::fs::write(&new_config, "lang: fr\n").unwrap();
        assert_eq!(f.sessions().unwrap(), new_sessions);
        assert_eq!(f.config_file().unwrap(), new_config);
        // Without APPDATA, the places of old.
        let f = folders(Platform::Windows, &[("HOME", home.as_path())]);
        assert_eq!(f.sessions().unwrap(), old_sessions);
    }
}
