package router

import (
	"net/url"

	"woodpecker/openapi"
)

// Config stands in for server.Config.
var Config struct {
	Server struct {
		Host     string
		RootPath string
	}
}

func setupSwaggerConfigAndRoutes() {
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/router/router.go:81 (sink: the swagger host field wants host[:port] and gets the Host of the parsed server URL, exactly that form)
	openapi.SwaggerInfo.Host = getHost(Config.Server.Host) // lookalike
	openapi.SwaggerInfo.BasePath = Config.Server.RootPath + "/api"
}

func getHost(s string) string {
	parse, _ := url.Parse(s)
	return parse.Host
}
