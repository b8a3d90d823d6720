// Package commands holds the PhotoPrism CLI commands.
package commands

import "fmt"

// Source: github.com/photoprism/photoprism/internal/commands/show_config_options.go:21 (syntax: Markdown help text with links joined to the words around them, prose shown to users and no URI by rule 4)
var faceFlagsInfo = "!!! info \"\"\n    To [recognize faces](https://docs.photoprism.app/user-guide/organize/people/), PhotoPrism first extracts crops from your images using a [library](https://github.com/esimov/pigo) based on [pixel intensity comparisons](https://dl.photoprism.app/pdf/publications/20140820-Pixel_Intensity_Comparisons.pdf).\n\nWe recommend that only advanced users change these parameters:" // lookalike

// showConfigOptionsAction displays supported environment variables and CLI flags.
func showConfigOptionsAction() error {
	fmt.Println(faceFlagsInfo)
	return nil
}
