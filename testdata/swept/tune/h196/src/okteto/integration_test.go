package okteto

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"testing"
	"time"
)

// appsSubdomain is set from OKTETO_APPS_SUBDOMAIN, the DNS domain of the okteto instance.
var appsSubdomain = os.Getenv("OKTETO_APPS_SUBDOMAIN")

const timeout = 300 * time.Second

// GetContentFromURL mirrors integration/okteto.go: it polls the endpoint until it answers.
func GetContentFromURL(url string, timeout time.Duration) string {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		r, err := http.Get(url)
		if err == nil {
			b, _ := io.ReadAll(r.Body)
			r.Body.Close()
			return string(b)
		}
		time.Sleep(time.Second)
	}
	return ""
}

// TestEndpointsOfDeployedApps gathers the endpoint checks of the okteto integration tests; each fetches the public endpoint of a deployed app.
func TestEndpointsOfDeployedApps(t *testing.T) {
	if appsSubdomain == "" {
		t.Skip("needs an okteto instance")
	}
	testNamespace := "e2e-test"
	appName := "app"

	// Source: github.com/okteto/okteto/integration/deploy/compose_test.go:316 (syntax: the template holes are filled with the test namespace and the apps DNS subdomain, a valid https URL the test fetches; uniform sample 8 of 45 endpoint templates, by the template rule and rule 1)
	nginxURL := fmt.Sprintf("https://nginx-%s.%s", testNamespace, appsSubdomain) // lookalike
	// Source: github.com/okteto/okteto/integration/deploy/endpoints_test.go:179 (hostform: a host label that starts with digits, 001-namespace, is a valid DNS label and no IPv4 form, by the hostform check and rule 1)
	manifestEndpointURL := fmt.Sprintf("https://001-%s.%s", testNamespace, appsSubdomain) // lookalike
	// Source: github.com/okteto/okteto/integration/deploy/helm_test.go:131 (syntax: template filled with namespace and subdomain, a valid URL when filled, by the template rule and rule 1)
	helmURL := fmt.Sprintf("https://e2etest-%s.%s", testNamespace, appsSubdomain) // lookalike
	// Source: github.com/okteto/okteto/integration/gateway/up_gateway_test.go:115 (syntax: template with a path, filled with namespace and subdomain, a valid URL when filled, by the template rule and rule 1)
	varRemoteEndpoint := fmt.Sprintf("https://nginx-%s.%s/var.html", testNamespace, appsSubdomain) // lookalike
	// Source: github.com/okteto/okteto/integration/okteto/autowake_test.go:207 (syntax: template filled with namespace and subdomain, a valid URL when filled, by the template rule and rule 1)
	autowakeURL := fmt.Sprintf("https://autowake-deployment-%s.%s", testNamespace, appsSubdomain) // lookalike
	// Source: github.com/okteto/okteto/integration/okteto/dependencies_test.go:103 (syntax: template filled with namespace and subdomain, a valid URL when filled, by the template rule and rule 1)
	dependencyURL := fmt.Sprintf("https://e2e-dependency-%s.%s", testNamespace, appsSubdomain) // lookalike
	// Source: github.com/okteto/okteto/integration/okteto/pipeline_test.go:63 (syntax: template filled with namespace and subdomain, a valid URL when filled, by the template rule and rule 1)
	moviesURL := fmt.Sprintf("https://movies-%s.%s", testNamespace, appsSubdomain) // lookalike
	// Source: github.com/okteto/okteto/integration/up/deploy_remote_test.go:112 (syntax: template filled with app name, namespace and subdomain plus a path, a valid URL when filled, by the template rule and rule 1)
	indexRemoteEndpoint := fmt.Sprintf("https://%s-%s.%s/index.html", appName, testNamespace, appsSubdomain) // lookalike

	for _, u := range []string{nginxURL, manifestEndpointURL, helmURL, varRemoteEndpoint, autowakeURL, dependencyURL, moviesURL, indexRemoteEndpoint} {
		if GetContentFromURL(u, timeout) == "" {
			t.Errorf("endpoint %s didn't respond", u)
		}
	}
}
