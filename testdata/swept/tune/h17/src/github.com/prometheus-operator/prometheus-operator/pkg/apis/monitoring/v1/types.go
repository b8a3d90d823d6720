// Package v1 stands in for
// github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1:
// only what the cases use.
package v1

// WebTLSConfig defines the TLS parameters for HTTPS.
type WebTLSConfig struct {
	CertFile string
	KeyFile  string
}

// PrometheusWebSpec defines the configuration of the Prometheus web server.
type PrometheusWebSpec struct {
	TLSConfig *WebTLSConfig
}

// CommonPrometheusFields are the options of Prometheus and PrometheusAgent.
type CommonPrometheusFields struct {
	Web         *PrometheusWebSpec
	RoutePrefix string
}

// PrometheusURIScheme returns the URI scheme of the Prometheus web server.
func (cpf CommonPrometheusFields) PrometheusURIScheme() string {
	if cpf.Web != nil && cpf.Web.TLSConfig != nil {
		return "https"
	}
	return "http"
}

// WebRoutePrefix returns the route prefix of the web server.
func (cpf CommonPrometheusFields) WebRoutePrefix() string {
	if cpf.RoutePrefix != "" {
		return cpf.RoutePrefix
	}
	return "/"
}

// Argument is a command-line argument of a container.
type Argument struct {
	Name  string
	Value string
}
