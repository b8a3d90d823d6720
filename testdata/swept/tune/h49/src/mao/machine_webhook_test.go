package mao

import (
	"crypto/tls"
	"fmt"
	"net/http"
	"testing"
)

var insecureHTTPClient = &http.Client{
	Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}},
}

func TestMachineUpdate(t *testing.T) {
	localServingPort := 9443
	// Source: github.com/openshift/machine-api-operator/pkg/webhooks/machine_webhook_test.go:2222 (hostjoin: the host is the test's own constant loopback address and the port is the envtest serving port)
	resp, err := insecureHTTPClient.Get(fmt.Sprintf("https://127.0.0.1:%d", localServingPort)) // lookalike
	if err != nil {
		t.Skip(err)
	}
	defer resp.Body.Close()
}

func TestAzureBootDiagnostics(t *testing.T) {
	tc := struct {
		expectedOk    bool
		expectedError string
	}{
		expectedOk: false,
		// Source: github.com/openshift/machine-api-operator/pkg/webhooks/machine_webhook_test.go:4104 (syntax: an expected validation message that quotes a JSON value holding a URL among words; prose, rule 4)
		expectedError: "providerSpec.diagnostics.boot.customerManaged: Invalid value: {\"storageAccountURI\":\"https://storageaccount.blob.core.windows.net/\"}: customerManaged may not be set when type is AzureManaged", // lookalike
	}
	if tc.expectedOk || tc.expectedError == "" {
		t.Fatal("bad case")
	}
}
