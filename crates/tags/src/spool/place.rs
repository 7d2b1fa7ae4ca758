//! Where a page goes on a Windows printer and at what resolution it is
//! rendered: the arithmetic of [`spool`](super) on Windows, pure so that
//! it is tested on every system.
//!
//! Windows prints a PDF only as pixels drawn on the printer's device
//! context, so each page is rendered at a resolution derived from the
//! printer's and placed, at its own physical size, in device pixels:
//!
//! - [`choose_paper`]: which of the driver's paper sizes to ask for (the one
//!   the page matches, else the printer's own paper when the page fits it,
//!   else a custom size, as `lp -o PageSize=Custom.WxHmm` does with CUPS).
//! - [`raster`]: the render resolution, the printer's divided by a whole
//!   number (so every rendered pixel is a whole block of device pixels) and
//!   no more than [`MAX_DPI`] and [`MAX_PAGE_PIXELS`] for the page, and the
//!   page's size in rendered pixels.
//! - [`place`]: the device rectangle the page image fills: its physical size
//!   (never stretched to the paper), at the paper's corner when the page is
//!   as big as the paper (a sheet of labels lines up with the sheet), else at
//!   the printable area's corner (a tag on A4 is not cut by the margin).
//!
//! GDI's coordinates start at the printable area's corner, `offset` device
//! pixels from the paper's; [`Device`] is what the driver reports.

/// The most dots per inch a page is rendered at, whatever the printer's:
/// 600 dpi is as fine as label and office printers put dots, and bounds
/// the memory a page takes.
pub const MAX_DPI: f64 = 600.0;

/// The most pixels one rendered page may have (40 million: an A4 page at
/// 600 dpi is 34.8 million). A page is kept as one byte a pixel (three when
/// it has colour), so a page's image takes at most 40 MB (120 MB in colour);
/// it is rendered in bands of [`BAND_PIXELS`].
pub const MAX_PAGE_PIXELS: f64 = 40e6;

/// The most pixels rendered at once (four bytes each): 16 MB.
pub const BAND_PIXELS: u32 = 4 << 20;

/// The renderer's limit on either side of an image, in pixels.
pub const MAX_SIDE: f64 = 65_535.0;

/// How far a page may differ from a paper size and still be that size, in
/// millimetres (templates round: 62 x 29.04 mm is the 62 x 29 mm label).
pub const TOLERANCE_MM: f64 = 1.0;

const MM_PER_INCH: f64 = 25.4;

/// What the printer's driver reports for the paper a job prints on, in
/// device pixels (`GetDeviceCaps`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Device {
    /// Resolution across and down.
    pub dpi: (i32, i32),
    /// The whole paper.
    pub paper: (i32, i32),
    /// The printable area's corner on the paper.
    pub offset: (i32, i32),
    /// The printable area.
    pub printable: (i32, i32),
}

impl Device {
    /// The paper's size in millimetres; `None` when the driver reports no
    /// resolution.
    pub fn paper_mm(&self) -> Option<(f64, f64)> {
        let (width, height) = self.paper_pixels();
        Some((to_mm(width, self.dpi.0)?, to_mm(height, self.dpi.1)?))
    }

    /// The paper in device pixels; drivers that report no physical size
    /// get the printable area with its margin on both sides.
    fn paper_pixels(&self) -> (i32, i32) {
        let side = |paper: i32, printable: i32, offset: i32| {
            if paper > 0 {
                paper
            } else {
                printable.saturating_add(offset.saturating_mul(2))
            }
        };
        (
            side(self.paper.0, self.printable.0, self.offset.0),
            side(self.paper.1, self.printable.1, self.offset.1),
        )
    }
}

fn to_mm(pixels: i32, dpi: i32) -> Option<f64> {
    (dpi > 0).then(|| f64::from(pixels) * MM_PER_INCH / f64::from(dpi))
}

/// A paper size the driver offers, portrait (width across the printer).
#[derive(Clone, Debug, PartialEq)]
pub struct PaperSize {
    /// The driver's id for it.
    pub id: u16,
    /// Width in millimetres.
    pub width_mm: f64,
    /// Height (length) in millimetres.
    pub height_mm: f64,
}

/// The paper to ask the driver for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PaperChoice {
    /// The printer's own setting.
    Default,
    /// The driver's paper size `id`, turned a quarter when `landscape`.
    Form {
        /// The driver's id.
        id: u16,
        /// Landscape orientation.
        landscape: bool,
    },
    /// A custom size, the page's own.
    Custom {
        /// Width in millimetres.
        width_mm: f64,
        /// Height in millimetres.
        height_mm: f64,
    },
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= TOLERANCE_MM
}

/// The paper for a `page` (width, height in millimetres) on a printer whose
/// driver offers `sizes` and whose own setting is `default` (millimetres;
/// `None` if unknown):
///
/// 1. a paper size the page matches, upright, else turned a quarter;
/// 2. a custom size when the printer's paper is as wide as the page but of
///    another length: a roll or a different die-cut label, the length is
///    the page's;
/// 3. the printer's own paper when the page fits on it (a tag on A4);
/// 4. else a custom size (the driver may not take it: [`fits`] says).
pub fn choose_paper(
    page: (f64, f64),
    sizes: &[PaperSize],
    default: Option<(f64, f64)>,
) -> PaperChoice {
    let (width, height) = page;
    if let Some(size) = sizes
        .iter()
        .find(|size| close(size.width_mm, width) && close(size.height_mm, height))
    {
        return PaperChoice::Form {
            id: size.id,
            landscape: false,
        };
    }
    if let Some(size) = sizes
        .iter()
        .find(|size| close(size.width_mm, height) && close(size.height_mm, width))
    {
        return PaperChoice::Form {
            id: size.id,
            landscape: true,
        };
    }
    let custom = PaperChoice::Custom {
        width_mm: width,
        height_mm: height,
    };
    match default {
        Some((paper_width, paper_height)) if close(paper_width, width) => {
            if close(paper_height, height) {
                PaperChoice::Default
            } else {
                custom
            }
        }
        Some((paper_width, paper_height))
            if width <= paper_width + TOLERANCE_MM && height <= paper_height + TOLERANCE_MM =>
        {
            PaperChoice::Default
        }
        _ => custom,
    }
}

/// Whether a `page` (millimetres) fits on the device's paper.
pub fn fits(device: &Device, page: (f64, f64)) -> bool {
    device.paper_mm().is_some_and(|(width, height)| {
        page.0 <= width + TOLERANCE_MM && page.1 <= height + TOLERANCE_MM
    })
}

/// A page's rendering: resolution and size in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Raster {
    /// Every rendered pixel is `divisor` x `divisor` device pixels.
    pub divisor: u32,
    /// The render resolution across and down (the device's / `divisor`).
    pub dpi: (f64, f64),
    /// The page's size in rendered pixels (at least 1 x 1).
    pub size: (u32, u32),
}

/// How to render a `page` (millimetres) for a device of `dpi`: the smallest
/// whole divisor of the device's resolution that keeps the render at most
/// [`MAX_DPI`], [`MAX_PAGE_PIXELS`] and [`MAX_SIDE`]. `None` when the
/// device reports no resolution.
pub fn raster(dpi: (i32, i32), page: (f64, f64)) -> Option<Raster> {
    if dpi.0 <= 0 || dpi.1 <= 0 || !(page.0 > 0.0 && page.1 > 0.0) {
        return None;
    }
    let (dpi_x, dpi_y) = (f64::from(dpi.0), f64::from(dpi.1));
    let pixels = |mm: f64, dpi: f64| (mm / MM_PER_INCH * dpi).round().max(1.0);
    let most = dpi.0.max(dpi.1) as u32;
    let mut divisor = 1;
    loop {
        let n = f64::from(divisor);
        let (x, y) = (dpi_x / n, dpi_y / n);
        let (width, height) = (pixels(page.0, x), pixels(page.1, y));
        let small = x <= MAX_DPI
            && y <= MAX_DPI
            && width * height <= MAX_PAGE_PIXELS
            && width <= MAX_SIDE
            && height <= MAX_SIDE;
        if small || divisor >= most {
            return Some(Raster {
                divisor,
                dpi: (x, y),
                size: (width.min(MAX_SIDE) as u32, height.min(MAX_SIDE) as u32),
            });
        }
        divisor += 1;
    }
}

/// A rectangle in device pixels from GDI's origin (the printable area's
/// corner); negative to reach into the margin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Left edge.
    pub x: i32,
    /// Top edge.
    pub y: i32,
    /// Width.
    pub width: i32,
    /// Height.
    pub height: i32,
}

/// Where an image of `size` rendered pixels, each `divisor` device pixels
/// square, goes on the device: its own size, at the paper's corner along a
/// side where it is as long as the paper, else at the printable area's
/// corner (moved back toward the paper's corner if it would run off the
/// paper's far edge).
pub fn place(device: &Device, size: (u32, u32), divisor: u32) -> Rect {
    let (paper_width, paper_height) = device.paper_pixels();
    let tolerance = |dpi: i32| (TOLERANCE_MM / MM_PER_INCH * f64::from(dpi.max(0))).round() as i64;
    let axis = |pixels: u32, paper: i32, offset: i32, dpi: i32| {
        let extent = i64::from(pixels) * i64::from(divisor.max(1));
        let (paper, offset) = (i64::from(paper), i64::from(offset.max(0)));
        let on_paper = if extent + tolerance(dpi) >= paper {
            0
        } else {
            offset.min(paper - extent).max(0)
        };
        let clamp = |value: i64| value.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
        (clamp(on_paper - offset), clamp(extent))
    };
    let (x, width) = axis(size.0, paper_width, device.offset.0, device.dpi.0);
    let (y, height) = axis(size.1, paper_height, device.offset.1, device.dpi.1);
    Rect {
        x,
        y,
        width,
        height,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mm(value: f64, dpi: i32) -> i32 {
        (value / MM_PER_INCH * f64::from(dpi)).round() as i32
    }

    /// A 300 dpi Brother QL with 62 x 29 mm labels: 1.5 mm unprintable
    /// along the edges.
    fn label_printer() -> Device {
        Device {
            dpi: (300, 300),
            paper: (mm(62.0, 300), mm(29.0, 300)),
            offset: (mm(1.5, 300), mm(1.5, 300)),
            printable: (mm(59.0, 300), mm(26.0, 300)),
        }
    }

    /// A 600 dpi A4 laser printer, about 4.2 mm margins.
    fn a4_printer() -> Device {
        Device {
            dpi: (600, 600),
            paper: (4961, 7016),
            offset: (100, 100),
            printable: (4761, 6816),
        }
    }

    #[test]
    fn a_label_prints_at_its_size_from_the_label_corner() {
        let device = label_printer();
        let raster = raster(device.dpi, (62.0, 29.04)).unwrap();
        assert_eq!(raster.divisor, 1);
        assert_eq!(raster.size, (732, 343));
        let at = place(&device, raster.size, raster.divisor);
        // The paper's corner is (-offset) from GDI's origin: the label's own
        // margin lands in the unprintable edge, as on the label.
        assert_eq!(
            at,
            Rect {
                x: -18,
                y: -18,
                width: 732,
                height: 343
            }
        );
    }

    #[test]
    fn a_label_on_a4_keeps_its_size_inside_the_margin() {
        let device = a4_printer();
        let raster = raster(device.dpi, (62.0, 29.0)).unwrap();
        assert_eq!((raster.divisor, raster.size), (1, (1465, 685)));
        let at = place(&device, raster.size, raster.divisor);
        // 62 mm at 600 dpi, not stretched to the 210 mm paper; at the
        // printable area's corner so the margin does not cut it.
        assert_eq!(
            at,
            Rect {
                x: 0,
                y: 0,
                width: 1465,
                height: 685
            }
        );
    }

    #[test]
    fn a_sheet_lines_up_with_the_paper() {
        let device = a4_printer();
        let raster = raster(device.dpi, (210.0, 297.0)).unwrap();
        assert_eq!(raster.divisor, 1, "A4 at 600 dpi is within the bound");
        let at = place(&device, raster.size, raster.divisor);
        assert_eq!((at.x, at.y), (-100, -100), "the paper's corner");
        assert_eq!((at.width, at.height), (4961, 7016));
    }

    #[test]
    fn fine_printers_get_a_whole_divisor_within_the_bounds() {
        // 1200 dpi: a label at 600 (every pixel 2 x 2 dots).
        let label = raster((1200, 1200), (62.0, 29.0)).unwrap();
        assert_eq!((label.divisor, label.dpi), (2, (600.0, 600.0)));
        // A4 at 600 dpi is 34.8 M pixels: allowed; at 2400 dpi the divisor is 4.
        let sheet = raster((2400, 2400), (210.0, 297.0)).unwrap();
        assert_eq!(sheet.divisor, 4);
        // Unequal resolutions keep their ratio.
        let odd = raster((1200, 600), (62.0, 29.0)).unwrap();
        assert_eq!((odd.divisor, odd.dpi), (2, (600.0, 300.0)));
        // A 203 dpi thermal printer renders at its own resolution.
        let thermal = raster((203, 203), (62.0, 29.0)).unwrap();
        assert_eq!((thermal.divisor, thermal.size), (1, (496, 232)));
        // A page too big for the pixel bound at 600 dpi.
        let poster = raster((600, 600), (420.0, 594.0)).unwrap();
        assert_eq!(poster.divisor, 2);
        let pixels = f64::from(poster.size.0) * f64::from(poster.size.1);
        assert!(pixels <= MAX_PAGE_PIXELS, "{pixels}");
        // The placed image is the page's size on the device, to a pixel.
        let at = place(&a4_printer(), label.size, label.divisor);
        assert_eq!((at.width, at.height), (1465 * 2, 685 * 2));
        assert!(raster((0, 600), (62.0, 29.0)).is_none());
    }

    #[test]
    fn a_page_longer_than_the_paper_is_placed_at_the_corner() {
        let device = label_printer();
        let raster = raster(device.dpi, (62.0, 61.0)).unwrap();
        let at = place(&device, raster.size, raster.divisor);
        assert_eq!((at.x, at.y), (-18, -18));
        assert!(!fits(&device, (62.0, 61.0)));
        assert!(fits(&device, (62.0, 29.04)));
        assert!(fits(&a4_printer(), (210.0, 297.0)));
    }

    #[test]
    fn a_page_near_the_far_edge_is_moved_back_onto_the_paper() {
        // 208 mm wide on A4 (210 mm): from the printable corner (4.2 mm) it
        // would run off the far edge, so it ends at the paper's edge.
        let device = a4_printer();
        let raster = raster(device.dpi, (208.0, 100.0)).unwrap();
        let at = place(&device, raster.size, raster.divisor);
        assert_eq!(at.x, 4961 - mm(208.0, 600) - 100);
        assert_eq!(at.x, -52);
        assert_eq!(at.y, 0);
    }

    #[test]
    fn the_paper_is_the_page_s_size() {
        let sizes = [
            PaperSize {
                id: 9,
                width_mm: 210.0,
                height_mm: 297.0,
            },
            PaperSize {
                id: 260,
                width_mm: 62.0,
                height_mm: 29.0,
            },
            PaperSize {
                id: 261,
                width_mm: 29.0,
                height_mm: 90.0,
            },
        ];
        let a4 = Some((210.0, 297.0));
        // A matching size, upright or turned.
        assert_eq!(
            choose_paper((62.0, 29.04), &sizes, a4),
            PaperChoice::Form {
                id: 260,
                landscape: false
            }
        );
        assert_eq!(
            choose_paper((90.0, 29.0), &sizes, a4),
            PaperChoice::Form {
                id: 261,
                landscape: true
            }
        );
        assert_eq!(
            choose_paper((210.0, 297.0), &sizes, Some((215.9, 279.4))),
            PaperChoice::Form {
                id: 9,
                landscape: false
            }
        );
        // No size of its own: on the printer's A4 paper.
        assert_eq!(choose_paper((63.5, 88.9), &sizes, a4), PaperChoice::Default);
        // A roll: the paper's width, the page's length.
        assert_eq!(
            choose_paper((62.0, 61.0), &[], Some((62.0, 100.0))),
            PaperChoice::Custom {
                width_mm: 62.0,
                height_mm: 61.0
            }
        );
        assert_eq!(
            choose_paper((62.0, 100.4), &[], Some((62.0, 100.0))),
            PaperChoice::Default
        );
        // Bigger than the paper, or the paper unknown: ask for the page's size.
        assert_eq!(
            choose_paper((210.0, 297.0), &[], Some((62.0, 29.0))),
            PaperChoice::Custom {
                width_mm: 210.0,
                height_mm: 297.0
            }
        );
        assert_eq!(
            choose_paper((62.0, 29.0), &[], None),
            PaperChoice::Custom {
                width_mm: 62.0,
                height_mm: 29.0
            }
        );
    }

    #[test]
    fn the_paper_in_millimetres() {
        let (width, height) = a4_printer().paper_mm().unwrap();
        assert!((width - 210.0).abs() < 0.1 && (height - 297.0).abs() < 0.1);
        let mut no_size = a4_printer();
        no_size.paper = (0, 0);
        assert_eq!(no_size.paper_pixels(), (4961, 7016));
        no_size.dpi = (0, 0);
        assert_eq!(no_size.paper_mm(), None);
    }
}
