package promoperator

import (
	"errors"
	"fmt"
	"net/url"
	"path"
	"strings"

	monitoringv1 "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1"
	monitoringv1alpha1 "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1alpha1"
)

// Config is the operator's configuration, set from its flags.
type Config struct {
	// LocalHost is the host used to communicate between local services on
	// a pod (flag --localhost, default "localhost").
	LocalHost string
}

// ReloaderOption configures the config-reloader container.
type ReloaderOption func(*reloader)

type reloader struct {
	reloadURL url.URL
	localHost string
}

// ReloaderURL sets the URL the config-reloader calls to reload.
func ReloaderURL(reloadURL url.URL) ReloaderOption {
	return func(r *reloader) { r.reloadURL = reloadURL }
}

// LocalHost sets the localHost option for the config-reloader container.
func LocalHost(localHost string) ReloaderOption {
	return func(r *reloader) { r.localHost = localHost }
}

// CreateConfigReloader returns the arguments of the config-reloader.
func CreateConfigReloader(name string, opts ...ReloaderOption) []string {
	var r reloader
	for _, o := range opts {
		o(&r)
	}
	return []string{"--reload-url=" + r.reloadURL.String()}
}

func makeAlertmanagerReloader(config Config, isHTTPS bool, webRoutePrefix string) []string {
	alertmanagerURIScheme := "http"
	if isHTTPS {
		alertmanagerURIScheme = "https"
	}
	return CreateConfigReloader(
		"config-reloader",
		ReloaderURL(url.URL{
			Scheme: alertmanagerURIScheme,
			// Source: github.com/prometheus-operator/prometheus-operator/pkg/alertmanager/statefulset.go:732 (hostjoin: the host comes from the --localhost flag, which may be an IPv6 address such as ::1, and is joined to the port with ':' in the Host of an http/https URL)
			Host: config.LocalHost + ":9093", // defect hostjoin
			Path: path.Clean(webRoutePrefix + "/-/reload"),
		}),
		LocalHost(config.LocalHost),
	)
}

func makeThanosArgs(cpf monitoringv1.CommonPrometheusFields, c Config) []monitoringv1.Argument {
	grpcBindAddress, httpBindAddress := "", ""
	return []monitoringv1.Argument{
		// Source: github.com/prometheus-operator/prometheus-operator/pkg/prometheus/server/statefulset.go:527 (hostjoin: c.LocalHost from the --localhost flag joined to :9090 after a scheme that is http or https)
		{Name: "prometheus.url", Value: fmt.Sprintf("%s://%s:9090%s", cpf.PrometheusURIScheme(), c.LocalHost, path.Clean(cpf.WebRoutePrefix()))}, // defect hostjoin
		{Name: "grpc-address", Value: fmt.Sprintf("%s:10901", grpcBindAddress)},
		{Name: "http-address", Value: fmt.Sprintf("%s:10902", httpBindAddress)},
	}
}

// ValidateURL checks that a URL of an Alertmanager configuration is
// absolute and parses as upstream Alertmanager would.
func ValidateURL(in string) (*url.URL, error) {
	u, err := url.Parse(in)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" || u.Host == "" {
		return nil, errors.New("missing scheme or host")
	}
	return u, nil
}

func checkAlertmanagerConfig(amc *monitoringv1alpha1.AlertmanagerConfig) error {
	for _, r := range amc.Spec.Receivers {
		for _, wc := range r.WeChatConfigs {
			if wc.APIURL == "" {
				continue
			}
			if _, err := ValidateURL(wc.APIURL); err != nil {
				return fmt.Errorf("receiver %q: invalid APIURL: %w", r.Name, err)
			}
		}
	}
	if strings.TrimSpace(amc.Name) == "" {
		return errors.New("empty name")
	}
	return nil
}
