#[test]
fn dump() {
    let out = std::env::var("DUMP").unwrap();
    std::fs::create_dir_all(&out).unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for e in std::fs::read_dir(root.join("kernels")).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "c") {
            continue;
        }
        for prec in [mint::input::Precision::F64, mint::input::Precision::F32] {
            let l = mint::input::load(&path, prec).unwrap();
            for n in l.program.nests() {
                let tile = if n.parallel == 3 {
                    [16, 4, 2]
                } else {
                    [32, 8, 1]
                };
                let Ok(tp) = mint_opt::temporal::plan_temporal(n, 2, tile) else {
                    continue;
                };
                let mut nest = n.clone();
                nest.schedule.tile = tp.tile;
                nest.schedule.chunk = [1, 1, 1];
                let base = mint_opt::plan_nest(&nest, 0, &mint_opt::Switches::default()).0;
                let src =
                    mint_emit::kernel_temporal::write_temporal_kernel(&nest, &tp, &base, "t.c:1");
                std::fs::write(
                    format!(
                        "{out}/{}_{}_{}.cu",
                        path.file_stem().unwrap().to_string_lossy(),
                        prec.name(),
                        n.id
                    ),
                    src,
                )
                .unwrap();
            }
        }
    }
}
