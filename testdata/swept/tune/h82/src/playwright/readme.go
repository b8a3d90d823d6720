package playwright

import "fmt"

func badge(name, version string) string {
	var badgeFormat string
	switch name {
	case "chromium":
		// Source: github.com/mxschmitt/playwright-go/scripts/update-readme-versions/main.go:41 (syntax: a markdown badge template with a %s verb written into the README, not a URI; uniform sample 2 of 3)
		badgeFormat = "[![Chromium version](https://img.shields.io/badge/chromium-%s-blue.svg?logo=google-chrome)](https://www.chromium.org/Home)" // lookalike
	case "webkit":
		// Source: github.com/mxschmitt/playwright-go/scripts/update-readme-versions/main.go:45 (syntax: a markdown badge template with a %s verb written into the README, not a URI; uniform sample 2 of 3)
		badgeFormat = "[![WebKit version](https://img.shields.io/badge/webkit-%s-blue.svg?logo=safari)](https://webkit.org/)" // lookalike
	}
	return fmt.Sprintf(badgeFormat, version)
}
