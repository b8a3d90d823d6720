package reproxy

import (
	"errors"
	"net/http"
	"os"
	"strings"
)

var opts struct {
	Listen string `short:"l" long:"listen" env:"LISTEN" description:"listen on host:port (default: 0.0.0.0:8080/8443 under docker, 127.0.0.1:80/443 without)"`

	SSL struct {
		Type string `long:"type" env:"TYPE" description:"ssl (auto) support" choice:"none" choice:"static" choice:"auto" default:"none"`
		// Source: github.com/umputun/reproxy/app/main.go:58 (syntax: by the syntax definition, a go-flags struct tag whose default is the well-formed https Let's Encrypt ACME directory URL; the tag text around it is no URI)
		ACMEDirectory string `long:"acme-directory" env:"ACME_DIRECTORY" description:"ACME directory to use" default:"https://acme-v02.api.letsencrypt.org/directory"` // lookalike
	} `group:"ssl" namespace:"ssl" env-namespace:"SSL"`

	Docker struct {
		Enabled bool `long:"enabled" env:"ENABLED" description:"enable docker provider"`
		// Source: github.com/umputun/reproxy/app/main.go:136 (sink: by the sink definition (a scheme the function can use), the default docker host unix:///var/run/docker.sock is the standard unix-socket URI with an empty authority, which NewDockerClient splits into the unix network and the socket path)
		Host       string `long:"host" env:"HOST" default:"unix:///var/run/docker.sock" description:"docker host"` // lookalike
		Network    string `long:"network" env:"NETWORK" default:"" description:"docker network"`
		APIVersion string `long:"api-version" env:"API_VERSION" default:"1.24" description:"docker API version"`
	} `group:"docker" namespace:"docker" env-namespace:"DOCKER"`

	ConsulCatalog struct {
		Enabled bool `long:"enabled" env:"ENABLED" description:"enable consul catalog provider"`
		// Source: github.com/umputun/reproxy/app/main.go:146 (plainhttp: by the plainhttp definition, the default consul address is plain http to the loopback agent 127.0.0.1:8500, no public Internet host)
		Address string `long:"address" env:"ADDRESS" default:"http://127.0.0.1:8500" description:"consul address"` // lookalike
	} `group:"consul-catalog" namespace:"consul-catalog" env-namespace:"CONSUL_CATALOG"`

	Static struct {
		Enabled bool     `long:"enabled" env:"ENABLED" description:"enable static provider"`
		Rules   []string `long:"rule" env:"RULES" description:"routing rules" env-delim:";"`
	} `group:"static" namespace:"static" env-namespace:"STATIC"`
}

// run builds the providers from opts; this stand-in parses os.Args flags of the form --static.rule=...
func run() error {
	for _, a := range os.Args[1:] {
		if v, ok := strings.CutPrefix(a, "--static.rule="); ok {
			opts.Static.Rules = append(opts.Static.Rules, v)
		}
	}
	var providers []any
	if opts.Docker.Enabled {
		providers = append(providers, &Docker{DockerClient: NewDockerClient(opts.Docker.Host, opts.Docker.Network, opts.Docker.APIVersion)})
	}
	if opts.ConsulCatalog.Enabled {
		providers = append(providers, &ConsulCatalog{client: NewClient(opts.ConsulCatalog.Address, http.DefaultClient)})
	}
	if len(providers) == 0 && len(opts.Static.Rules) == 0 {
		return errors.New("error reporter: no providers")
	}
	return nil
}
