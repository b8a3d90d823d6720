package vhs

import "log"

// publishShareInstructions prints HTML snippets for sharing a GIF.
func publishShareInstructions(url string) {
	log.Println("  <img src=" + `"` + url + `"` + " alt=" + `"Made with VHS"` + ">")
	// Source: github.com/charmbracelet/vhs/publish.go:143 (syntax: a quoted href attribute value printed as part of an HTML snippet for users; the quotes are HTML, the URL inside is correct)
	log.Println("  <a href=" + `"https://vhs.charm.sh"` + ">") // lookalike
	// Source: github.com/charmbracelet/vhs/publish.go:144 (syntax: a quoted src attribute value printed as part of an HTML snippet for users; the quotes are HTML, the URL inside is correct)
	log.Println("    <img src=" + `"https://stuff.charm.sh/vhs/badge.svg"` + ">") // lookalike
	log.Println("  </a>")
}
