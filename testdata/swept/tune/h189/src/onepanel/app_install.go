package onepanel

import (
	"fmt"
	"log"
)

// AppInstall is an installed app.
type AppInstall struct {
	ID       uint
	Name     string
	HttpPort int
}

// AppInstallService manages installed apps.
type AppInstallService struct{}

// Update changes an installed app; when its port changes, the website that
// proxies to it gets a new proxy_pass.
func (a *AppInstallService) Update(installed AppInstall, changePort bool, server *Server) error {
	if changePort {
		go func() {
			// Source: github.com/1Panel-dev/1Panel/backend/app/service/app_install.go:395 (port: the %d verb is filled with the app's integer HTTP port, so the upstream URL nginx gets has a numeric port on the loopback address)
			proxy := fmt.Sprintf("http://127.0.0.1:%d", installed.HttpPort) // lookalike
			server.UpdateRootProxy([]string{proxy})
			log.Printf("updated proxy of %s", installed.Name)
		}()
	}
	return nil
}
