package wails

import "log"

// DevWebServer serves the frontend in dev mode.
type DevWebServer struct {
	devServerAddr string
	logger        *log.Logger
}

// Run logs where the dev server listens.
func (d *DevWebServer) Run() {
	if devServerAddr := d.devServerAddr; devServerAddr != "" {
		// Source: github.com/wailsapp/wails/v2/internal/frontend/devserver/devserver.go:124 (syntax: a debug log message with the URL inside its prose, filled with the listen address that is already host:port; uniform sample of 12 of 25.)
		d.logger.Printf("Serving DevServer at http://%s", devServerAddr) // lookalike
	}
}
