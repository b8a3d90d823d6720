package flux

import "fmt"

// Options holds the settings of the generated install manifests.
type Options struct {
	Components             []string
	NotificationController string
	ClusterDomain          string
	EventsAddr             string
}

func containsItemString(s []string, e string) bool {
	for _, a := range s {
		if a == e {
			return true
		}
	}
	return false
}

func generate(options Options) Options {
	if containsItemString(options.Components, options.NotificationController) {
		// We need to use full domain name here, as some users may deploy flux
		// in environments that use http proxy.
		//
		// In such environments they normally add `.cluster.local` and `.local`
		// suffixes to `no_proxy` variable in order to prevent cluster-local
		// traffic from going through http proxy. Without fully specified
		// domain they need to mention `notifications-controller` explicitly in
		// `no_proxy` variable after debugging http proxy logs.
		// Source: github.com/fluxcd/flux2/pkg/manifestgen/install/manifests.go:78 (syntax: "$(RUNTIME_NAMESPACE)" is Kubernetes env substitution made of sub-delims a reg-name may hold, and the trailing dot makes an absolute FQDN)
		options.EventsAddr = fmt.Sprintf("http://%s.$(RUNTIME_NAMESPACE).svc.%s./", options.NotificationController, options.ClusterDomain) // lookalike
	}
	return options
}
