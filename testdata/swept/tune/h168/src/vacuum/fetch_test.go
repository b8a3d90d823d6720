package vacuum

import (
	"strings"
	"testing"
)

func TestFetchIntegration_CustomConfigSecureTransportEnforced(t *testing.T) {
	config := &FetchConfig{AllowInsecure: true, AllowPrivateNetworks: false}
	// Try to fetch localhost - should be blocked
	// Source: github.com/daveshanley/vacuum/plugin/javascript/eventloop/fetch/integration_test.go:941 (syntax: a JavaScript program given to the plugin event loop, its localhost URL is input the SSRF guard must block, rule 2a and 2c)
	script := "\n\t\t(async function() {\n\t\t\ttry {\n\t\t\t\tawait fetch(\"http://localhost:9999/test\");\n\t\t\t\treturn { error: null };\n\t\t\t} catch (e) {\n\t\t\t\treturn { error: e.message };\n\t\t\t}\n\t\t})()\n\t" // lookalike
	if msg := runFetchScript(config, script); !strings.Contains(msg, "private network") {
		t.Fatalf("expected private network error, got %q", msg)
	}
}

func TestFetchIntegration_CustomHTTPClientWithTransport(t *testing.T) {
	config := &FetchConfig{AllowInsecure: true, AllowPrivateNetworks: false}
	// Try to fetch localhost - should be blocked even with custom client
	// Source: github.com/daveshanley/vacuum/plugin/javascript/eventloop/fetch/integration_test.go:999 (syntax: the same script with a custom client, the localhost URL must be blocked by the SSRF guard, rule 2a and 2c)
	script := "\n\t\t(async function() {\n\t\t\ttry {\n\t\t\t\tawait fetch(\"http://localhost:9999/test\");\n\t\t\t\treturn { error: null };\n\t\t\t} catch (e) {\n\t\t\t\treturn { error: e.message };\n\t\t\t}\n\t\t})()\n\t" // lookalike
	if msg := runFetchScript(config, script); !strings.Contains(msg, "private network") {
		t.Fatalf("expected private network error, got %q", msg)
	}
}

func TestFetchIntegration_CustomRoundTripperReplaced(t *testing.T) {
	config := &FetchConfig{AllowInsecure: true, AllowPrivateNetworks: false}
	// The custom RoundTripper should have been replaced, so private network should be blocked
	// Source: github.com/daveshanley/vacuum/plugin/javascript/eventloop/fetch/integration_test.go:1112 (syntax: the same script with a custom round tripper, input the SSRF guard must block, rule 2a and 2c)
	script := "\n\t\t(async function() {\n\t\t\ttry {\n\t\t\t\tawait fetch(\"http://localhost:9999/test\");\n\t\t\t\treturn { error: null };\n\t\t\t} catch (e) {\n\t\t\t\treturn { error: e.message };\n\t\t\t}\n\t\t})()\n\t" // lookalike
	if msg := runFetchScript(config, script); !strings.Contains(msg, "private network") {
		t.Fatalf("expected private network error, got %q", msg)
	}
}
