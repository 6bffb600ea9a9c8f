//! Every file mint writes goes through here: the bytes go to a temporary file in the same folder
//! (`.NAME.mint-tmp-PID-N`, keeping NAME's extension), which is flushed to disk (`fsync`), given
//! the permissions of the file it replaces, and renamed over it; then the folder is flushed, so
//! that the rename itself survives a crash.
//!
//! Invariants: at every instant, and whatever kills the process (SIGKILL, a crash, power loss
//! after the call returned), a path written here holds either its old contents or the complete
//! new ones, never a mix or a prefix; a replaced file keeps its permissions; a symbolic link is
//! written through (its target is replaced, the link stays). A temporary a killed process left
//! behind is never read (its name is hidden and distinct) and is removed by the next write of
//! the same file. On an error nothing is replaced and the temporaries are removed.
//!
//! [`write_all`] writes several files: every temporary is complete and flushed before the first
//! rename, so an error leaves all of them as they were; a kill between two renames can leave some
//! files new and some old (each one whole).
#![warn(missing_docs)]

use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A write that failed: which file, and why.
#[derive(Debug)]
pub struct Error {
    /// The file that could not be written.
    pub path: PathBuf,
    /// Why.
    pub source: io::Error,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot write {}: {}", self.path.display(), self.source)
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

impl From<Error> for io::Error {
    fn from(e: Error) -> io::Error {
        io::Error::new(e.source.kind(), e.to_string())
    }
}

/// Replace `path` with `bytes`, atomically and durably (see the module's invariants).
pub fn write(path: &Path, bytes: impl AsRef<[u8]>) -> Result<(), Error> {
    write_all(&[(path, bytes.as_ref())])
}

/// Replace every `(path, bytes)`: all temporaries written and flushed first, then renamed in
/// order, then each folder flushed.
pub fn write_all(files: &[(&Path, &[u8])]) -> Result<(), Error> {
    let mut staged: Vec<Staged> = Vec::with_capacity(files.len());
    for (path, bytes) in files {
        if special(path) {
            continue;
        }
        let s = Staged::new(path)?;
        let r = s.fill(|f| f.write_all(bytes));
        staged.push(s);
        if let Err(e) = r {
            discard(&staged);
            return Err(e);
        }
    }
    commit(staged)?;
    // Devices and pipes (`-o /dev/null`, a FIFO) are written as they are: renaming a file over
    // one would replace the device node.
    for (path, bytes) in files.iter().filter(|(p, _)| special(p)) {
        File::options()
            .write(true)
            .open(path)
            .and_then(|mut f| f.write_all(bytes))
            .map_err(|e| Error {
                path: path.to_path_buf(),
                source: e,
            })?;
    }
    Ok(())
}

/// Whether `path` (through links) exists and is neither a regular file nor a folder: a device, a
/// pipe or a socket, which is written in place.
fn special(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// Replace `path` with what `make` writes to the temporary path it is given (for writers that
/// want a path, such as chart backends; the temporary keeps `path`'s extension). `make`'s error
/// is reported as the write's.
pub fn write_with(
    path: &Path,
    make: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<(), Error> {
    let s = Staged::new(path)?;
    let made = make(&s.tmp).map_err(|e| s.error(io::Error::other(e)));
    let synced = made.and_then(|()| {
        File::options()
            .write(true)
            .open(&s.tmp)
            .and_then(|f| f.sync_all())
            .map_err(|e| s.error(e))
    });
    if let Err(e) = synced {
        discard(std::slice::from_ref(&s));
        return Err(e);
    }
    commit(vec![s])
}

/// A file being replaced: where it goes and its temporary.
struct Staged {
    /// The file as named by the caller (errors name it).
    shown: PathBuf,
    /// What gets replaced: `shown`, or the target of the link `shown` is.
    target: PathBuf,
    tmp: PathBuf,
}

impl Staged {
    fn new(path: &Path) -> Result<Staged, Error> {
        let err = |e| Error {
            path: path.to_path_buf(),
            source: e,
        };
        let target = match fs::symlink_metadata(path) {
            Ok(m) if m.file_type().is_symlink() => fs::canonicalize(path).map_err(err)?,
            _ => path.to_path_buf(),
        };
        let name = target.file_name().ok_or_else(|| {
            err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a file name",
            ))
        })?;
        sweep(&target);
        Ok(Staged {
            tmp: target.with_file_name(temp_name(name, target.extension())),
            shown: path.to_path_buf(),
            target,
        })
    }

    fn error(&self, e: io::Error) -> Error {
        Error {
            path: self.shown.clone(),
            source: e,
        }
    }

    /// Create the temporary, let `write` fill it, flush it to disk.
    fn fill(&self, write: impl FnOnce(&mut File) -> io::Result<()>) -> Result<(), Error> {
        let mut f = File::options()
            .write(true)
            .create_new(true)
            .open(&self.tmp)
            .map_err(|e| self.error(e))?;
        write(&mut f)
            .and_then(|()| f.sync_all())
            .map_err(|e| self.error(e))
    }
}

/// Give each temporary its original's permissions, rename it into place, flush the folders.
fn commit(staged: Vec<Staged>) -> Result<(), Error> {
    for s in &staged {
        if let Ok(m) = fs::metadata(&s.target) {
            if let Err(e) = fs::set_permissions(&s.tmp, m.permissions()) {
                discard(&staged);
                return Err(s.error(e));
            }
        }
    }
    for (i, s) in staged.iter().enumerate() {
        if let Err(e) = fs::rename(&s.tmp, &s.target) {
            discard(&staged[i..]);
            return Err(s.error(e));
        }
    }
    let mut dirs: Vec<PathBuf> = staged.iter().map(|s| folder(&s.target)).collect();
    dirs.dedup();
    for (d, s) in dirs.iter().zip(&staged) {
        sync_dir(d).map_err(|e| s.error(e))?;
    }
    Ok(())
}

fn discard(staged: &[Staged]) {
    for s in staged {
        let _ = fs::remove_file(&s.tmp);
    }
}

/// The folder holding `p` (`.` for a bare name).
fn folder(p: &Path) -> PathBuf {
    match p.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Flush a folder's entries (the rename) to disk. Filesystems that cannot (some network and
/// FUSE ones refuse to open or sync a folder) are let be: the rename is still atomic there.
fn sync_dir(d: &Path) -> io::Result<()> {
    match File::open(d).and_then(|f| f.sync_all()) {
        Ok(()) => Ok(()),
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::InvalidInput
                    | io::ErrorKind::Unsupported
                    | io::ErrorKind::PermissionDenied
            ) =>
        {
            Ok(())
        }
        Err(e) => Err(e),
    }
}

const TMP_MARK: &str = ".mint-tmp-";

/// `.NAME.mint-tmp-PID-N[.EXT]`: hidden, unique to this process and call, same extension.
fn temp_name(name: &std::ffi::OsStr, ext: Option<&std::ffi::OsStr>) -> OsString {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let mut t = OsString::from(".");
    t.push(name);
    t.push(format!("{TMP_MARK}{}-{n}", std::process::id()));
    if let Some(e) = ext {
        t.push(".");
        t.push(e);
    }
    t
}

/// Remove the temporaries of `target` that processes no longer running left (a killed write).
/// Only where the process table can be read (`/proc`); elsewhere they stay, harmless.
fn sweep(target: &Path) {
    let (Some(name), proc_fs) = (target.file_name(), Path::new("/proc/self")) else {
        return;
    };
    if !proc_fs.exists() {
        return;
    }
    let mut prefix = OsString::from(".");
    prefix.push(name);
    prefix.push(TMP_MARK);
    let prefix = prefix.to_string_lossy().into_owned();
    let Ok(entries) = fs::read_dir(folder(target)) else {
        return;
    };
    for e in entries.flatten() {
        let file = e.file_name().to_string_lossy().into_owned();
        let Some(rest) = file.strip_prefix(&prefix) else {
            continue;
        };
        let Some(pid) = rest.split('-').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// Copy `path`'s current bytes (`text`) to `FILE.orig`, or, when that exists with other
/// contents, to the first free `FILE.orig.N`; durably, as [`write`]. Returns the copy's path
/// (an existing `FILE.orig` that already holds `text` is reused).
pub fn keep_original(path: &Path, text: &[u8]) -> Result<PathBuf, Error> {
    let mut base = path.as_os_str().to_owned();
    base.push(".orig");
    let base = PathBuf::from(base);
    let mut candidate = base.clone();
    for n in 1..1000 {
        match fs::read(&candidate) {
            Ok(b) if b == text => return Ok(candidate),
            Ok(_) => {
                let mut c = base.as_os_str().to_owned();
                c.push(format!(".{n}"));
                candidate = PathBuf::from(c);
            }
            Err(_) => break,
        }
    }
    write(&candidate, text)?;
    if let Ok(m) = fs::metadata(path) {
        let _ = fs::set_permissions(&candidate, m.permissions());
    }
    Ok(candidate)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("mint-durable-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    fn listing(d: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn writes_replaces_and_leaves_no_temporary() {
        let d = scratch("basic");
        let p = d.join("a.toml");
        write(&p, "one").unwrap();
        write(&p, "two").unwrap();
        assert_eq!(fs::read_to_string(&p).unwrap(), "two");
        assert_eq!(listing(&d), ["a.toml"]);
        let _ = fs::remove_dir_all(&d);
    }

    /// A device is written in place: `/dev/null` stays the device (a rename over it, as root,
    /// would make it a regular file), and a write beside a regular file still replaces that.
    #[cfg(unix)]
    #[test]
    fn devices_are_written_in_place() {
        use std::os::unix::fs::FileTypeExt;
        let d = scratch("device");
        let p = d.join("b.cu");
        let null = Path::new("/dev/null");
        write_all(&[(null, b"x"), (&p, b"kernels")]).unwrap();
        assert!(fs::metadata(null).unwrap().file_type().is_char_device());
        assert_eq!(fs::read_to_string(&p).unwrap(), "kernels");
        assert!(!listing(Path::new("/dev"))
            .iter()
            .any(|n| n.contains("mint-tmp")));
        let _ = fs::remove_dir_all(&d);
    }

    #[cfg(unix)]
    #[test]
    fn keeps_permissions_and_writes_through_links() {
        use std::os::unix::fs::PermissionsExt;
        let d = scratch("perm");
        let p = d.join("run.sh");
        fs::write(&p, "old").unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(0o751)).unwrap();
        write(&p, "new").unwrap();
        assert_eq!(
            fs::metadata(&p).unwrap().permissions().mode() & 0o777,
            0o751
        );
        let link = d.join("link.sh");
        std::os::unix::fs::symlink(&p, &link).unwrap();
        write(&link, "through").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read_to_string(&p).unwrap(), "through");
        let _ = fs::remove_dir_all(&d);
    }

    #[test]
    fn an_error_names_the_file_and_replaces_nothing() {
        let d = scratch("err");
        let ok = d.join("ok.txt");
        fs::write(&ok, "old").unwrap();
        let bad = d.join("missing-folder").join("x.txt");
        let e = write_all(&[(&ok, b"new"), (&bad, b"x")]).unwrap_err();
        assert!(e.to_string().contains("missing-folder"), "{e}");
        assert_eq!(fs::read_to_string(&ok).unwrap(), "old");
        assert_eq!(listing(&d), ["ok.txt"]);
        let e = write_with(&ok, |_| Err("the chart failed".into())).unwrap_err();
        assert!(e.to_string().contains("the chart failed"), "{e}");
        assert_eq!(listing(&d), ["ok.txt"]);
        let _ = fs::remove_dir_all(&d);
    }

    #[test]
    fn temporaries_keep_the_extension_and_dead_ones_are_swept() {
        let d = scratch("sweep");
        let p = d.join("fig.png");
        write_with(&p, |t| {
            assert_eq!(t.extension().unwrap(), "png");
            assert_eq!(t.parent(), p.parent());
            fs::write(t, "png bytes").map_err(|e| e.to_string())
        })
        .unwrap();
        // A temporary of a process that is gone (pid 0 never names a user process).
        let stale = d.join(".fig.png.mint-tmp-0-7.png");
        fs::write(&stale, "half").unwrap();
        let other = d.join(".other.png.mint-tmp-0-1.png");
        fs::write(&other, "half").unwrap();
        write(&p, "again").unwrap();
        if Path::new("/proc/self").exists() {
            assert!(!stale.exists());
        }
        assert!(
            other.exists(),
            "only the written file's temporaries are swept"
        );
        let _ = fs::remove_dir_all(&d);
    }

    #[test]
    fn keeps_the_original_beside_the_file() {
        let d = scratch("orig");
        let p = d.join("heat.c");
        fs::write(&p, "v1").unwrap();
        assert_eq!(keep_original(&p, b"v1").unwrap(), d.join("heat.c.orig"));
        // The same text again: the same copy.
        assert_eq!(keep_original(&p, b"v1").unwrap(), d.join("heat.c.orig"));
        // Other text: the existing copy is kept, the new one goes beside it.
        assert_eq!(keep_original(&p, b"v2").unwrap(), d.join("heat.c.orig.1"));
        assert_eq!(fs::read_to_string(d.join("heat.c.orig")).unwrap(), "v1");
        assert_eq!(fs::read_to_string(d.join("heat.c.orig.1")).unwrap(), "v2");
        let _ = fs::remove_dir_all(&d);
    }
}
