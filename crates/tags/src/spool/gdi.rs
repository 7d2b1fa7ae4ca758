//! Printing on Windows: the PDF's pages rendered (hayro) at the printer's
//! resolution and drawn through GDI (`armoury-winprint`), each at its own
//! size ([`place`](super::place) decides where and how fine).

use std::path::Path;

use armoury_winprint as winprint;
use hayro::hayro_interpret::InterpreterSettings;
use hayro::hayro_interpret::util::TransformExt as _;
use hayro::hayro_syntax::Pdf;
use hayro::hayro_syntax::page::Page;
use hayro::kurbo::Affine;
use hayro::vello_cpu::color::palette::css::WHITE;
use hayro::vello_cpu::{Pixmap, RasterizerSettings, RenderContext, Resources, TargetInit};
use hayro::{RenderCache, RenderSettings};

use super::place::{self, Device, PaperChoice, PaperSize};
use super::{Printers, SpoolError};

/// The installed printers and the default one.
pub(super) fn printers() -> Result<Printers, winprint::Error> {
    let printers = winprint::printers()?;
    Ok(Printers {
        names: printers.names,
        default: printers.default,
    })
}

/// Prints every page of `pdf` on `printer` (the default printer for `None`);
/// `page` is the pages' size in millimetres, which chooses the paper.
pub(super) fn print(
    pdf: &Path,
    printer: Option<&str>,
    page: (f64, f64),
) -> Result<String, SpoolError> {
    let kept = || pdf.to_path_buf();
    let unreadable = |reason: String| SpoolError::Unreadable {
        pdf: kept(),
        reason,
    };
    let bytes = std::fs::read(pdf).map_err(|error| unreadable(error.to_string()))?;
    let document = Pdf::new(bytes).map_err(|error| unreadable(format!("{error:?}")))?;
    // The name the print queue shows: the file's stem, not "….pdf". The job
    // is not a PDF, and CUPS types a job by its name's extension: under wine
    // (which hands the job to CUPS) a ".pdf" name sent the PostScript
    // through CUPS's PDF filter, which failed.
    let name = pdf
        .file_stem()
        .map_or_else(|| "armoury".into(), |name| name.to_string_lossy());
    let fail = |error| refused(error, pdf);

    // The printer's own paper first, then the paper the page asks for.
    let job = winprint::Job::open(printer, &name, winprint::Paper::Default).map_err(fail)?;
    let printer = job.printer().to_string();
    // A driver that lists no sizes still prints on its own or a custom size.
    let sizes: Vec<PaperSize> = winprint::papers(&printer)
        .unwrap_or_default()
        .into_iter()
        .map(|size| PaperSize {
            id: size.id,
            width_mm: size.width_mm,
            height_mm: size.height_mm,
        })
        .collect();
    let mut job = match place::choose_paper(page, &sizes, device(&job).paper_mm()) {
        PaperChoice::Default => job,
        PaperChoice::Form { id, landscape } => {
            drop(job);
            let paper = winprint::Paper::Form { id, landscape };
            winprint::Job::open(Some(&printer), &name, paper).map_err(fail)?
        }
        PaperChoice::Custom {
            width_mm,
            height_mm,
        } => {
            drop(job);
            let paper = winprint::Paper::Custom {
                width_mm,
                height_mm,
            };
            winprint::Job::open(Some(&printer), &name, paper).map_err(fail)?
        }
    };
    let device = device(&job);
    if !place::fits(&device, page) {
        return Err(SpoolError::DoesNotFit {
            printer,
            page,
            paper: device.paper_mm().unwrap_or((0.0, 0.0)),
            pdf: kept(),
        });
    }

    let cache = RenderCache::new();
    let mut dpi = (0.0, 0.0);
    for page in document.pages().iter() {
        let (width, height) = page.render_dimensions();
        let size_mm = (
            f64::from(width) / 72.0 * 25.4,
            f64::from(height) / 72.0 * 25.4,
        );
        let Some(raster) = place::raster(device.dpi, size_mm) else {
            return Err(SpoolError::Spooler {
                printer,
                call: "GetDeviceCaps".into(),
                code: 0,
                message: format!("the printer reports no resolution ({:?})", device.dpi),
                pdf: kept(),
            });
        };
        dpi = raster.dpi;
        let pixels = render(page, &cache, raster);
        let image =
            winprint::Image::new(raster.size.0, raster.size.1, pixels.as_pixels()).map_err(fail)?;
        let at = place::place(&device, raster.size, raster.divisor);
        let at = winprint::Rect {
            x: at.x,
            y: at.y,
            width: at.width,
            height: at.height,
        };
        job.page(&image, at).map_err(fail)?;
    }
    let printed = job.finish().map_err(fail)?;
    let job = printed
        .job
        .map_or_else(|| "no job (no pages)".to_string(), |id| format!("job {id}"));
    let mm = |value: f64| armoury_rules::units::trim_number((value * 10.0).round() / 10.0);
    let paper = device.paper_mm().unwrap_or((0.0, 0.0));
    Ok(format!(
        "{job} on {} ({} page(s) of {} x {} mm on {} x {} mm paper, rendered at {} x {} dpi)",
        printed.printer,
        printed.pages,
        mm(page.0),
        mm(page.1),
        mm(paper.0),
        mm(paper.1),
        dpi.0.round(),
        dpi.1.round(),
    ))
}

fn device(job: &winprint::Job) -> Device {
    let device = job.device();
    Device {
        dpi: device.dpi,
        paper: device.paper,
        offset: device.offset,
        printable: device.printable,
    }
}

fn refused(error: winprint::Error, pdf: &Path) -> SpoolError {
    let pdf = pdf.to_path_buf();
    match error {
        winprint::Error::NoSuchPrinter { printer } => SpoolError::NoSuchPrinter {
            printer,
            known: winprint::printers()
                .map(|printers| printers.names)
                .unwrap_or_default(),
            pdf,
        },
        winprint::Error::NoDefaultPrinter => SpoolError::NoDefaultPrinter { pdf },
        winprint::Error::Spooler {
            printer,
            call,
            code,
            message,
        } => SpoolError::Spooler {
            printer,
            call: call.to_string(),
            code,
            message,
            pdf,
        },
        error @ (winprint::Error::BadImage { .. } | winprint::Error::Abandoned { .. }) => {
            SpoolError::Unreadable {
                pdf,
                reason: error.to_string(),
            }
        }
    }
}

/// A rendered page: grey unless it has colour.
enum Rendered {
    Grey(Vec<u8>),
    Rgb(Vec<u8>),
}

impl Rendered {
    fn as_pixels(&self) -> winprint::Pixels<'_> {
        match self {
            Rendered::Grey(bytes) => winprint::Pixels::Grey(bytes),
            Rendered::Rgb(bytes) => winprint::Pixels::Rgb(bytes),
        }
    }
}

/// Renders `page` at `raster`'s resolution and size, on white, without
/// anti-aliasing (the printer's driver screens greys itself; hard edges
/// keep QR modules sharp), in bands of at most [`place::BAND_PIXELS`].
fn render<'a>(page: &'a Page<'a>, cache: &RenderCache<'a>, raster: place::Raster) -> Rendered {
    let (width, height) = raster.size;
    let scale = Affine::scale_non_uniform(raster.dpi.0 / 72.0, raster.dpi.1 / 72.0)
        * page.initial_transform(true).to_kurbo();
    let settings = RenderSettings {
        aliasing_threshold: Some(128),
        ..RenderSettings::default()
    };
    let band = (place::BAND_PIXELS / width).clamp(1, height);
    let mut out = Rendered::Grey(Vec::with_capacity(width as usize * height as usize));
    let mut top = 0;
    while top < height {
        let rows = band.min(height - top);
        // Sizes are within u16: `place::raster` keeps sides to MAX_SIDE.
        let (w, h) = (width as u16, rows as u16);
        let mut context = RenderContext::new(w, h);
        let transform = Affine::translate((0.0, -f64::from(top))) * scale;
        hayro::render_into(
            page,
            cache,
            &InterpreterSettings::default(),
            &settings,
            &mut context,
            transform,
        );
        context.flush();
        let mut pixmap = Pixmap::new(w, h);
        context.render_with(
            &mut pixmap,
            &mut Resources::default(),
            RasterizerSettings {
                target_init: TargetInit::Clear(WHITE),
                ..RasterizerSettings::default()
            },
        );
        // On an opaque white ground, premultiplied RGBA is plain RGB.
        for pixel in pixmap.data_as_u8_slice().chunks_exact(4) {
            let [r, g, b] = [pixel[0], pixel[1], pixel[2]];
            match &mut out {
                Rendered::Grey(grey) if r == g && g == b => grey.push(r),
                Rendered::Grey(grey) => {
                    // The first colour: the page so far becomes RGB.
                    let mut rgb = Vec::with_capacity(width as usize * height as usize * 3);
                    rgb.extend(grey.iter().flat_map(|&level| [level; 3]));
                    rgb.extend([r, g, b]);
                    out = Rendered::Rgb(rgb);
                }
                Rendered::Rgb(rgb) => rgb.extend([r, g, b]),
            }
        }
        top += rows;
    }
    out
}
