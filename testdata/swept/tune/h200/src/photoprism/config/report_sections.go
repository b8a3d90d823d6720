package config

// ReportSection represents a group of config options.
type ReportSection struct {
	Start string
	Title string
	Info  string
}

// Source: github.com/photoprism/photoprism/internal/config/report_sections.go:10 (syntax: Markdown info text with inline links, prose for the options report by rule 4)
var faceFlagsInfo = "!!! info \"\"\n    To [recognize faces](https://docs.photoprism.app/user-guide/organize/people/), PhotoPrism first extracts crops from your images using a [library](https://github.com/esimov/pigo) based on [pixel intensity comparisons](https://dl.photoprism.app/pdf/publications/20140820-Pixel_Intensity_Comparisons.pdf).\n\nWe recommend that only advanced users change these parameters:" // lookalike

// OptionsReportSections is used to generate config options reports.
var OptionsReportSections = []ReportSection{
	{Start: "PHOTOPRISM_FACE_SIZE", Title: "Face Recognition", Info: faceFlagsInfo},
}
