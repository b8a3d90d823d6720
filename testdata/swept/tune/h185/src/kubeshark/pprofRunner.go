package kubeshark

import "fmt"

func buildNodeModal(homeUrl string, buttonLabel string) {
	port := fmt.Sprintf(":%d", config.Config.Tap.Pprof.Port)
	// Source: github.com/kubeshark/kubeshark/cmd/pprofRunner.go:129 (syntax: a template whose first verb is filled with a colon and a numeric port and the second with a view name, so it becomes a valid http://localhost:PORT/ui/VIEW URL)
	view := fmt.Sprintf("http://localhost%s/ui/%s", port, config.Config.Tap.Pprof.View) // lookalike
	switch buttonLabel {
	case "Open Debug Home Page":
		OpenBrowser(homeUrl)
	case "Profile: CPU":
		OpenBrowser(view)
	}
}
