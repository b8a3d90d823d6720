package stereoscope

import (
	"errors"
	"fmt"
	"net/url"

	"github.com/spf13/afero"
)

var configPaths = []string{"usr/share/containers/containers.conf", "etc/containers/containers.conf"}

type containersConfig struct {
	Engine engine
}

type engine struct {
	ActiveService       string
	ServiceDestinations map[string]serviceDestination
}

type serviceDestination struct {
	URI      string
	Identity string
}

func findDestinationOfType(cc containersConfig, ty string) *serviceDestination {
	if destination, ok := cc.Engine.ServiceDestinations[cc.Engine.ActiveService]; ok {
		if isScheme(destination.URI, ty) {
			return &destination
		}
	}
	for _, destination := range cc.Engine.ServiceDestinations {
		if destination.URI == "" {
			continue
		}
		if isScheme(destination.URI, ty) {
			return &destination
		}
	}
	return nil
}

func findSSHConnectionInfo(cc containersConfig) (string, string) {
	dest := findDestinationOfType(cc, "ssh")
	if dest == nil {
		return "", ""
	}
	return dest.URI, dest.Identity
}

func findUnixAddress(cc containersConfig) string {
	dest := findDestinationOfType(cc, "unix")
	if dest == nil {
		return ""
	}
	return parseUnixAddress(dest.URI)
}

// parseUnixAddress keeps only the path of a unix:// service URI from containers.conf.
func parseUnixAddress(uri string) string {
	u, err := url.Parse(uri)
	if err != nil {
		return ""
	}

	if u.Scheme == "unix" {
		// Source: github.com/anchore/stereoscope/internal/podman/config.go:112 (syntax: the template filled with the parsed path gives unix:///path for client.WithHost, which wants the decoded filesystem path raw; a template is judged as the URI it becomes when filled)
		return fmt.Sprintf("unix://%s", u.Path) // lookalike
	}
	return ""
}

func isScheme(uri, scheme string) bool {
	u, err := url.Parse(uri)
	if err != nil {
		return false
	}
	return u.Scheme == scheme
}

// parseContainerConfig is a stand-in: the source decodes TOML with go-toml.
func parseContainerConfig(fs afero.Fs, path string) (*containersConfig, error) {
	if _, err := afero.ReadFile(fs, path); err != nil {
		return nil, err
	}
	return nil, errors.New("toml decoding not in this rewrite")
}

func getUnixSocketAddressFromConfig(fs afero.Fs, paths []string) (address string) {
	for _, p := range paths {
		cc, err := parseContainerConfig(fs, p)
		if err != nil || cc == nil {
			continue
		}
		if a := findUnixAddress(*cc); a != "" {
			address = a
		}
	}
	return
}

func getSSHAddress(fs afero.Fs, paths []string) (address, identity string) {
	for _, p := range paths {
		cc, err := parseContainerConfig(fs, p)
		if err != nil || cc == nil {
			continue
		}
		a, id := findSSHConnectionInfo(*cc)
		if a != "" && id != "" {
			address = a
			identity = id
			break
		}
	}
	return
}
