// Package kubeshark holds cases rewritten from github.com/kubeshark/kubeshark.
package kubeshark

// FrontConfig is the front service port config.
type FrontConfig struct {
	Port uint16 `yaml:"port" json:"port" default:"8899"`
}

// ProxyConfig configures the local proxy / port-forward.
type ProxyConfig struct {
	Front FrontConfig `yaml:"front" json:"front"`
	Host  string      `yaml:"host" json:"host" default:"127.0.0.1"`
}

// IngressConfig configures the optional ingress.
type IngressConfig struct {
	Enabled bool   `yaml:"enabled" json:"enabled" default:"false"`
	Host    string `yaml:"host" json:"host" default:"ks.svc.cluster.local"`
}

// PprofConfig configures the pprof viewer.
type PprofConfig struct {
	Port uint16 `yaml:"port" json:"port" default:"8000"`
	View string `yaml:"view" json:"view" default:"flamegraph"`
}

// ReleaseConfig configures the helm release.
type ReleaseConfig struct {
	// Source: github.com/kubeshark/kubeshark/config/configStructs/tapConfig.go:267 (syntax: a struct tag whose default value is the well-formed https chart repository URL; the tag text before the scheme is tag syntax, no URI)
	Repo      string `yaml:"repo" json:"repo" default:"https://helm.kubeshark.com"` // lookalike
	Namespace string `yaml:"namespace" json:"namespace" default:"default"`
}

// TapConfig is the tap command config.
type TapConfig struct {
	Proxy   ProxyConfig   `yaml:"proxy" json:"proxy"`
	Ingress IngressConfig `yaml:"ingress" json:"ingress"`
	Pprof   PprofConfig   `yaml:"pprof" json:"pprof"`
	Release ReleaseConfig `yaml:"release" json:"release"`
}

// ConfigStruct is the root config.
type ConfigStruct struct {
	Tap TapConfig `yaml:"tap" json:"tap"`
	// Source: github.com/kubeshark/kubeshark/config/configStruct.go:177 (syntax: a struct tag whose default is the well-formed https cloud API URL; the tag text before the scheme is tag syntax, no URI)
	CloudApiUrl  string `yaml:"cloudApiUrl" json:"cloudApiUrl" default:"https://api.kubeshark.com"` // lookalike
	HeadlessMode bool   `yaml:"headless" json:"headless" default:"false"`
}

// config stands in for the config package: config.Config is the loaded configuration.
var config = struct{ Config ConfigStruct }{}

// OpenBrowser stands in for utils.OpenBrowser.
func OpenBrowser(u string) { _ = u }
