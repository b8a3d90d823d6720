package safeurl

import (
	"fmt"
	"testing"
)

func expectErr(t *testing.T, err error, target interface{}) {
	t.Helper()
	if err == nil {
		t.Fatalf("request not blocked, want %T", target)
	}
}

func TestBlockedIP(t *testing.T) {
	client := Client(GetConfigBuilder().EnableIPv6(true).Build())
	// decimal, hexadecimal, malformed - uncommon format
	ips := []string{"2130706433", "0x7f000001", "0177.0x0.0x0.0x1", "127.1"}
	for _, ip := range ips {
		// Source: github.com/doyensec/safeurl/client_test.go:32 (hostform: decimal/octal/hex IPv4 hosts are fed to the SSRF guard on purpose and the test expects an error for each)
		_, err := client.Get(fmt.Sprintf("http://%v", ip)) // lookalike
		expectErr(t, unwrap(err), &AllowedIPError{})
	}
}

func TestBlockCIDRRange(t *testing.T) {
	client := Client(GetConfigBuilder().Build())
	for _, ip := range GetIPsInCIRDRange("192.168.0.0/28") {
		// Source: github.com/doyensec/safeurl/client_test.go:65 (syntax: the %v is a format verb filled with private IPv4 addresses the guard must block, and the test expects an error)
		_, err := client.Get(fmt.Sprintf("http://%v", ip)) // lookalike
		expectErr(t, unwrap(err), &AllowedIPError{})
	}
}

func TestUserSuppliedIPBlock(t *testing.T) {
	ips := []string{}
	client := Client(GetConfigBuilder().Build())
	for _, ip := range ips {
		// Source: github.com/doyensec/safeurl/client_test.go:87 (syntax: the %v is a format verb for IPs the test expects the guard to reject)
		_, err := client.Get(fmt.Sprintf("http://%v", ip)) // lookalike
		expectErr(t, unwrap(err), &AllowedIPError{})
	}
}

func TestBlockedPort(t *testing.T) {
	port := 8080
	client := Client(GetConfigBuilder().SetAllowedPorts(port).Build())
	// Source: github.com/doyensec/safeurl/client_test.go:109 (hostjoin: the host is the test's own constant loopback IPv4, and the request is expected to fail on the blocked port)
	_, err := client.Get(fmt.Sprintf("http://%v:%v", "127.0.0.1", port+1)) // lookalike
	expectErr(t, unwrap(err), &AllowedPortError{})
}

func TestAllowedPort(t *testing.T) {
	port := 8080
	client := Client(GetConfigBuilder().SetAllowedIPs("127.0.0.1").SetAllowedPorts(port).Build())
	// Source: github.com/doyensec/safeurl/client_test.go:130 (hostjoin: the host joined with a bare colon is the test's own constant loopback IPv4, never an IPv6 literal)
	_, err := client.Get(fmt.Sprintf("http://%v:%v", "127.0.0.1", port)) // lookalike
	if err != nil {
		t.Errorf("port: %v blocked. client returned error: %v", port, err)
	}
}

func TestAllowedHost(t *testing.T) {
	host := "service.test"
	client := Client(GetConfigBuilder().SetAllowedIPs("127.0.0.1").SetAllowedPorts(8080).SetAllowedHosts(host).EnableTestMode(true).Build())
	// Source: github.com/doyensec/safeurl/client_test.go:148 (hostjoin: the host is a constant DNS name, surely no IPv6 literal)
	_, err := client.Get(fmt.Sprintf("http://%v:8080", host)) // lookalike
	if err != nil {
		t.Errorf("host: %v blocked. client returned error: %v", host, err)
	}
}

func TestBlockedHost(t *testing.T) {
	host := "service.test"
	client := Client(GetConfigBuilder().SetAllowedHosts("x" + host).Build())
	// Source: github.com/doyensec/safeurl/client_test.go:163 (syntax: the %v is a format verb filled with a constant host the test expects the guard to reject)
	_, err := client.Get(fmt.Sprintf("http://%v", host)) // lookalike
	expectErr(t, unwrap(err), &AllowedHostError{})
}

func TestAllowedScheme(t *testing.T) {
	scheme := "http"
	host := "service.test"
	client := Client(GetConfigBuilder().SetAllowedPorts(8080).SetAllowedSchemes(scheme).SetAllowedHosts(host).SetAllowedIPs("127.0.0.1").EnableTestMode(true).Build())
	// Source: github.com/doyensec/safeurl/client_test.go:188 (hostjoin: scheme and host are constants and the port is joined to a DNS name, not an IPv6 literal)
	_, err := client.Get(fmt.Sprintf("%v://%v:8080", scheme, host)) // lookalike
	if err != nil {
		t.Errorf("scheme: %v blocked. client returned error: %v", scheme, err)
	}
}

func TestBlockedScheme(t *testing.T) {
	scheme := "http"
	host := "service.test"
	client := Client(GetConfigBuilder().SetAllowedSchemes("ftp").SetAllowedHosts(host).Build())
	// Source: github.com/doyensec/safeurl/client_test.go:205 (syntax: both verbs are filled with constants and the test expects the scheme to be rejected)
	_, err := client.Get(fmt.Sprintf("%v://%v", scheme, host)) // lookalike
	expectErr(t, unwrap(err), &AllowedSchemeError{})
}

func TestBlockedSendingCredentials(t *testing.T) {
	client := Client(GetConfigBuilder().SetAllowedSchemes("http").SetAllowedHosts("service.test").SetAllowedIPs("127.0.0.1").SetAllowedPorts(8080).EnableTestMode(true).AllowSendingCredentials(false).Build())
	creds := []string{"user:pass", "u:pass", "user:p"}
	for _, c := range creds {
		// Source: github.com/doyensec/safeurl/client_test.go:275 (credentials: a password in the userinfo is injected on purpose to check that the SSRF guard refuses to send credentials, and an error is expected)
		_, err := client.Get(fmt.Sprintf("http://%v@service.test:8080", c)) // lookalike
		expectErr(t, unwrap(err), &SendingCredentialsBlockedError{})
	}
}

func TestIPsInBlockedCIDRAreBlocked(t *testing.T) {
	client := Client(GetConfigBuilder().SetBlockedIPsCIDR("34.210.62.0/25", "216.239.34.0/25").Build())
	twoIPInBlockedCIDR := []string{"34.210.62.107", "216.239.34.21"}
	for _, ipInBlockedCIDR := range twoIPInBlockedCIDR {
		// Source: github.com/doyensec/safeurl/client_test.go:297 (plainhttp: public IPs in a blocked CIDR that the test expects the guard to reject, so no request is meant to go out)
		_, err := client.Get(fmt.Sprintf("http://%v", ipInBlockedCIDR)) // lookalike
		expectErr(t, unwrap(err), &AllowedIPError{})
	}
}

func TestIPsOutsideBlockedCIDRAreNotBlocked(t *testing.T) {
	client := Client(GetConfigBuilder().SetBlockedIPsCIDR("34.210.62.0/25", "216.239.34.0/25").Build())
	twoIPInBlockedCIDR := []string{"172.217.14.195"}
	for _, ipInBlockedCIDR := range twoIPInBlockedCIDR {
		// Source: github.com/doyensec/safeurl/client_test.go:319 (plainhttp: a bare public IP given to the SSRF guard's allow path, where https has no certificate for an IP and the guard test decides the target)
		_, err := client.Get(fmt.Sprintf("http://%v", ipInBlockedCIDR)) // lookalike
		if err != nil {
			t.Errorf("IP outside CIDR blocklist is blocked.")
		}
	}
}

func TestMultipleIPsInBlockedCIDRAreBlocked(t *testing.T) {
	client := Client(GetConfigBuilder().EnableTestMode(true).SetBlockedIPsCIDR("34.210.62.0/25").Build())
	for _, singleInCIDR := range GetIPsInCIRDRange("34.210.62.0/25") {
		// Source: github.com/doyensec/safeurl/client_test.go:344 (plainhttp: every IP of a public range that the test expects the guard to block)
		_, err := client.Get(fmt.Sprintf("http://%v", singleInCIDR)) // lookalike
		expectErr(t, unwrap(err), &AllowedIPError{})
	}
}

func TestIPInAllowedCIDRIsAllowed(t *testing.T) {
	client := Client(GetConfigBuilder().SetAllowedIPsCIDR("34.210.62.0/25").Build())
	ipInAllowedCIDR := "34.210.62.107"
	// Source: github.com/doyensec/safeurl/client_test.go:366 (plainhttp: a bare public IP in the allowlisted CIDR given to the SSRF guard, where https has no certificate for an IP)
	_, err := client.Get(fmt.Sprintf("http://%v", ipInAllowedCIDR)) // lookalike
	if err != nil {
		t.Errorf("IP in CIDR allowlist was blocked.")
	}
}

func TestIPOutsideAllowedCIDRisBlocked(t *testing.T) {
	client := Client(GetConfigBuilder().SetAllowedIPsCIDR("34.210.62.0/25").Build())
	ipOutsideAllowedCIDR := "172.217.14.195"
	// Source: github.com/doyensec/safeurl/client_test.go:387 (plainhttp: a bare public IP outside the allowlist that the test expects the guard to reject)
	_, err := client.Get(fmt.Sprintf("http://%v", ipOutsideAllowedCIDR)) // lookalike
	expectErr(t, unwrap(err), &AllowedIPError{})
}

func TestAllowedIPInBlockedCIDRIsAllowed(t *testing.T) {
	client := Client(GetConfigBuilder().SetBlockedIPsCIDR("34.210.62.0/25").SetAllowedIPs("34.210.62.107").Build())
	allowdIPInsideBlockedCIDR := "34.210.62.107"
	// Source: github.com/doyensec/safeurl/client_test.go:409 (plainhttp: an allowlisted bare public IP inside a blocked CIDR given to the SSRF guard, where https has no certificate for an IP)
	_, err := client.Get(fmt.Sprintf("http://%v", allowdIPInsideBlockedCIDR)) // lookalike
	if err != nil {
		t.Errorf("Allowlisted IP in a blockedCIDR was blocked: %v", err)
	}
}

func TestInternalIPAreAlwaysBlocked(t *testing.T) {
	client := Client(GetConfigBuilder().SetBlockedIPsCIDR("34.210.62.0/25").SetAllowedIPs("34.210.62.107").SetAllowedPorts(8080).Build())
	internalIPShouldBeBlocked := "127.0.0.1:8080"
	// Source: github.com/doyensec/safeurl/client_test.go:428 (syntax: the %v verb is filled with a constant that is already host:port, and the test expects the guard to reject it)
	_, err := client.Get(fmt.Sprintf("http://%v", internalIPShouldBeBlocked)) // lookalike
	expectErr(t, unwrap(err), &AllowedIPError{})
}

func TestInvalidHostValidation(t *testing.T) {
	client := Client(GetConfigBuilder().Build())
	urls := []string{
		// Source: github.com/doyensec/safeurl/client_test.go:445 (syntax: an empty IP literal in the test's list of invalid hosts, each expected to fail with InvalidHostError)
		"http://[]", // lookalike
		// Source: github.com/doyensec/safeurl/client_test.go:445 (syntax: an empty IP literal with a port in the test's list of invalid hosts, expected to fail with InvalidHostError)
		"http://[]:123", // lookalike
		// Source: github.com/doyensec/safeurl/client_test.go:445 (hostform: an empty host before the port in the test's list of invalid hosts, expected to fail with InvalidHostError)
		"http://:123", // lookalike
	}
	for _, url := range urls {
		_, err := client.Get(url)
		expectErr(t, unwrap(err), &InvalidHostError{})
	}
}
