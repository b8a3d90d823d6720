package signalfx

import (
	"fmt"
	"strings"
)

// ServerVariable is one variable of a server URL template.
type ServerVariable struct {
	DefaultValue string
	EnumValues   []string
}

// ServerConfiguration is one server of the generated API client.
type ServerConfiguration struct {
	URL         string
	Description string
	Variables   map[string]ServerVariable
}

// ServerConfigurations lists servers.
type ServerConfigurations []ServerConfiguration

// Configuration of the generated metric ruleset API client.
type Configuration struct {
	Servers ServerConfigurations
}

// NewConfiguration returns the default configuration.
func NewConfiguration() *Configuration {
	return &Configuration{
		Servers: ServerConfigurations{
			{
				// Source: github.com/signalfx/signalfx-go/metric_ruleset/configuration.go:108 (syntax: a brace placeholder in the host of the base URL, but the server declares no Variables, so URL never replaces it and returns a URL with an invalid host character)
				URL:         "https://api.{REALM}.signalfx.com/v2", // defect syntax
				Description: "Base API endpoint URL for metric ruleset ",
			},
		},
	}
}

// URL fills the template of server index with variables.
func (sc ServerConfigurations) URL(index int, variables map[string]string) (string, error) {
	if index < 0 || len(sc) <= index {
		return "", fmt.Errorf("index %v out of range %v", index, len(sc)-1)
	}
	server := sc[index]
	u := server.URL
	for name, variable := range server.Variables {
		if value, ok := variables[name]; ok {
			u = strings.Replace(u, "{"+name+"}", value, -1)
		} else {
			u = strings.Replace(u, "{"+name+"}", variable.DefaultValue, -1)
		}
	}
	return u, nil
}

// ServerURL returns the URL of a server.
func (c *Configuration) ServerURL(index int, variables map[string]string) (string, error) {
	return c.Servers.URL(index, variables)
}
