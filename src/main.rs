fn main() {
    std::process::exit(tapete::cli::main());
}
