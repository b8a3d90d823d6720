package cliplugin

import (
	"context"
	"crypto"
	"flag"
	"testing"
)

// This file tests the PluginClient against a pre-built plugin programs (build tag signer_program in the source).
// It can be invoked like
// `go test -tags=signer_program -count=1 ./... -key-resource-id [my-kms]://[my-key-ref]`

var (
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/cliplugin/signer_program_test.go:45 (syntax: rule 4, flag help text quoting the default key reference inside a sentence, not a URI)
	inputKeyResourceID = flag.String("key-resource-id", "", "key resource ID for the KMS, defaults to 'testkms://testkey'") // lookalike
	testHashFunc       = crypto.SHA512
)

// getPluginClient parses the build flags for the KeyResourceID and returns a PluginClient.
func getPluginClient(t *testing.T) *PluginClient {
	t.Helper()
	pluginClient, err := LoadSignerVerifier(context.Background(), *inputKeyResourceID, testHashFunc)
	if err != nil {
		t.Skip(err)
	}
	return pluginClient
}

func TestInvokePluginPreBuilt(t *testing.T) {
	_ = getPluginClient(t)
}
