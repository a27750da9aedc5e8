//! Gives the shared library a soname on Linux (`libgomoku.so.0.1` while the major version
//! is 0, `libgomoku.so.MAJOR` after), so programs linked against it keep working across
//! compatible upgrades. The install script (`gomoku-ffi/Makefile`) creates the links.

fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os == "linux" {
        let major = env!("CARGO_PKG_VERSION_MAJOR");
        let minor = env!("CARGO_PKG_VERSION_MINOR");
        let soname = if major == "0" {
            format!("libgomoku.so.0.{minor}")
        } else {
            format!("libgomoku.so.{major}")
        };
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,{soname}");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
