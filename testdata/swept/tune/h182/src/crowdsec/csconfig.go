package crowdsec

import (
	"net"
	"net/netip"
	"strconv"

	"github.com/sirupsen/logrus"
)

// PAPIBaseURL is the default polling API URL.
var PAPIBaseURL = "https://papi.api.crowdsec.net/"

// ApiCredentialsCfg holds the credentials to reach an API.
type ApiCredentialsCfg struct {
	PapiURL  string `yaml:"papi_url,omitempty"`
	URL      string `yaml:"url,omitempty"`
	Login    string `yaml:"login,omitempty"`
	Password string `yaml:"password,omitempty"`
}

type CapiWhitelist struct {
	Ips   []netip.Addr
	Cidrs []netip.Prefix
}

// LocalApiServerCfg is the LAPI server configuration; ListenURI is the
// host:port the server listens on (127.0.0.1:8080 by default).
type LocalApiServerCfg struct {
	ListenURI          string `yaml:"listen_uri,omitempty"`
	ListenSocket       string `yaml:"listen_socket,omitempty"`
	CapiWhitelistsPath string `yaml:"capi_whitelists_path,omitempty"`
}

// ClientURL is the URL a local client uses to reach this server.
func (c *LocalApiServerCfg) ClientURL() string {
	if c == nil {
		return ""
	}
	if c.ListenSocket != "" {
		return c.ListenSocket
	}
	if c.ListenURI != "" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/csconfig/api.go:330 (sink: the scheme is prefixed to the server's listen host:port, giving an absolute URL; the listener itself needs IPv6 hosts bracketed, the rule 1 standard of working code is met)
		return "http://" + c.ListenURI // lookalike
	}
	return ""
}

func (c *LocalApiServerCfg) LoadCapiWhitelists() error {
	if c.CapiWhitelistsPath == "" {
		return nil
	}
	// Source: github.com/crowdsecurity/crowdsec/pkg/csconfig/api.go:491 (syntax: a documentation link inside a warning, ending the sentence with a dot, prose by rule 4)
	logrus.Warn("capi_whitelists_path is deprecated, please use centralized allowlists instead. See https://docs.crowdsec.net/docs/next/local_api/centralized_allowlists.") // lookalike
	return nil
}

// CscliCfg is the cscli configuration.
type CscliCfg struct {
	HubBranch      string `yaml:"hub_branch"`
	HubURLTemplate string `yaml:"__hub_url_template__,omitempty"`
	PrometheusUrl  string `yaml:"prometheus_uri"`
}

// Source: github.com/crowdsecurity/crowdsec/pkg/csconfig/cscli.go:21 (syntax: a template whose two holes take the hub branch and an item path from the hub index, a valid URL once filled, by the rule that a template is judged as the URI it becomes when filled)
const defaultHubURLTemplate = "https://cdn-hub.crowdsec.net/crowdsecurity/%s/%s" // lookalike

type Config struct {
	Cscli      *CscliCfg
	Prometheus *PrometheusCfg
}

func (c *Config) loadCSCLI() {
	if c.Cscli == nil {
		c.Cscli = &CscliCfg{}
	}
	if c.Prometheus.ListenAddr != "" && c.Prometheus.ListenPort != 0 {
		// Source: github.com/crowdsecurity/crowdsec/pkg/csconfig/cscli.go:29 (hostjoin: host and port joined with net.JoinHostPort, which brackets IPv6, the rule 1 standard of working code is met)
		c.Cscli.PrometheusUrl = "http://" + net.JoinHostPort(c.Prometheus.ListenAddr, strconv.Itoa(c.Prometheus.ListenPort)) + "/metrics" // lookalike
	}
	if c.Cscli.HubURLTemplate == "" {
		c.Cscli.HubURLTemplate = defaultHubURLTemplate
	}
}
