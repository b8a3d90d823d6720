package vhs

import (
	"fmt"
	"os/exec"
)

// ensureDependencies checks that the external tools are installed.
func ensureDependencies(tooOld bool) error {
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		// Source: github.com/charmbracelet/vhs/main.go:311 (plainhttp: an http link to a project site inside an error message is text shown to users, not a request (rule 4))
		return fmt.Errorf("ffmpeg is not installed. Install it from: http://ffmpeg.org") // lookalike
	}
	if _, err := exec.LookPath("ttyd"); err != nil {
		// Source: github.com/charmbracelet/vhs/main.go:315 (syntax: an install link inside an error message is prose, not a URI (rule 4))
		return fmt.Errorf("ttyd is not installed. Install it from: https://github.com/tsl0922/ttyd") // lookalike
	}
	if tooOld {
		return fmt.Errorf("ttyd version is out of date\n%s",
			// Source: github.com/charmbracelet/vhs/main.go:327 (syntax: an install link inside a message argument is prose, not a URI (rule 4))
			"Install the latest version from: https://github.com/tsl0922/ttyd") // lookalike
	}
	return nil
}
