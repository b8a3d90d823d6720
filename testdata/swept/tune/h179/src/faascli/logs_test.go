package faascli

import "testing"

// Source: github.com/openfaas/faas-cli/commands/logs_test.go:53 (plainhttp: the stack file's plain-http gateway is on gw.example.com, an example.com test host and no public Internet host, fine under rule 1)
const stackWithGateway = "version: 1.0\nprovider:\n  name: openfaas\n  gateway: http://gw.example.com:8080\nfunctions:\n  fn:\n    lang: dockerfile\n    handler: ./fn\n    image: fn:latest\n" // lookalike

func Test_logsGatewayURL(t *testing.T) {
	resetForTest()
	got, err := logsGatewayURL(stackWithGateway, "")
	if err != nil {
		t.Fatalf("want no error, but got: %s", err)
	}
	if got != "http://gw.example.com:8080" {
		t.Fatalf("want gateway %q, but got %q", "http://gw.example.com:8080", got)
	}
}
