package common

import (
	"crypto"
	"encoding/json"
	"strings"
	"testing"
)

var (
	testKeyResourceID = "testkms://testkey"
	testHashFunc      = crypto.BLAKE2b_256
)

// TestPluginArgsJSON ensures that the JSON serialization of PluginArgs is the expected form.
func TestPluginArgsJSON(t *testing.T) {
	testInitOptions := &InitOptions{
		ProtocolVersion: ProtocolVersion,
		KeyResourceID:   testKeyResourceID,
		HashFunc:        testHashFunc,
	}

	tests := []struct {
		name       string
		pluginArgs *PluginArgs
		want       string
	}{
		{
			name: "defaultAlgorithm",
			pluginArgs: &PluginArgs{
				InitOptions: testInitOptions,
				MethodArgs: &MethodArgs{
					MethodName:       DefaultAlgorithmMethodName,
					DefaultAlgorithm: &struct{}{},
				},
			},
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/cliplugin/common/interface_test.go:72 (syntax: rule 4, the expected JSON serialization of PluginArgs, a JSON document and not a URI; the keyResourceID inside it, testkms://testkey, is a well-formed key reference)
			want: `{
	"initOptions": {
		"protocolVersion": "v1",
		"keyResourceID": "testkms://testkey",
		"hashFunc": 17
	},
	"methodName": "defaultAlgorithm",
	"defaultAlgorithm": {}
}`, // lookalike
		},
		{
			name: "supportedAlgorithms",
			pluginArgs: &PluginArgs{
				InitOptions: testInitOptions,
				MethodArgs: &MethodArgs{
					MethodName:          SupportedAlgorithmsMethodName,
					SupportedAlgorithms: &struct{}{},
				},
			},
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/cliplugin/common/interface_test.go:97 (syntax: rule 4, the expected JSON serialization of PluginArgs, a JSON document and not a URI; the keyResourceID inside it, testkms://testkey, is a well-formed key reference)
			want: `{
	"initOptions": {
		"protocolVersion": "v1",
		"keyResourceID": "testkms://testkey",
		"hashFunc": 17
	},
	"methodName": "supportedAlgorithms",
	"supportedAlgorithms": {}
}`, // lookalike
		},
		{
			name: "createKey",
			pluginArgs: &PluginArgs{
				InitOptions: testInitOptions,
				MethodArgs: &MethodArgs{
					MethodName: CreateKeyMethodName,
					CreateKey:  &struct{}{},
				},
			},
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/cliplugin/common/interface_test.go:125 (syntax: rule 4, the expected JSON serialization of PluginArgs, a JSON document and not a URI; the keyResourceID inside it, testkms://testkey, is a well-formed key reference)
			want: `{
	"initOptions": {
		"protocolVersion": "v1",
		"keyResourceID": "testkms://testkey",
		"hashFunc": 17
	},
	"methodName": "createKey",
	"createKey": {}
}`, // lookalike
		},
		{
			name: "publicKey",
			pluginArgs: &PluginArgs{
				InitOptions: testInitOptions,
				MethodArgs: &MethodArgs{
					MethodName: PublicKeyMethodName,
					PublicKey:  &struct{}{},
				},
			},
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/cliplugin/common/interface_test.go:161 (syntax: rule 4, the expected JSON serialization of PluginArgs, a JSON document and not a URI; the keyResourceID inside it, testkms://testkey, is a well-formed key reference)
			want: `{
	"initOptions": {
		"protocolVersion": "v1",
		"keyResourceID": "testkms://testkey",
		"hashFunc": 17
	},
	"methodName": "publicKey",
	"publicKey": {}
}`, // lookalike
		},
		{
			name: "signMessage",
			pluginArgs: &PluginArgs{
				InitOptions: testInitOptions,
				MethodArgs: &MethodArgs{
					MethodName:  SignMessageMethodName,
					SignMessage: &struct{}{},
				},
			},
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/cliplugin/common/interface_test.go:206 (syntax: rule 4, the expected JSON serialization of PluginArgs, a JSON document and not a URI; the keyResourceID inside it, testkms://testkey, is a well-formed key reference)
			want: `{
	"initOptions": {
		"protocolVersion": "v1",
		"keyResourceID": "testkms://testkey",
		"hashFunc": 17
	},
	"methodName": "signMessage",
	"signMessage": {}
}`, // lookalike
		},
		{
			name: "verifySignature",
			pluginArgs: &PluginArgs{
				InitOptions: testInitOptions,
				MethodArgs: &MethodArgs{
					MethodName:      VerifySignatureMethodName,
					VerifySignature: &struct{}{},
				},
			},
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/cliplugin/common/interface_test.go:256 (syntax: rule 4, the expected JSON serialization of PluginArgs, a JSON document and not a URI; the keyResourceID inside it, testkms://testkey, is a well-formed key reference)
			want: `{
	"initOptions": {
		"protocolVersion": "v1",
		"keyResourceID": "testkms://testkey",
		"hashFunc": 17
	},
	"methodName": "verifySignature",
	"verifySignature": {}
}`, // lookalike
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			gotJSONBytes, err := json.MarshalIndent(tc.pluginArgs, "", "\t")
			if err != nil {
				t.Fatalf("serializing PluginArgs: %v", err)
			}
			if got := strings.Split(string(gotJSONBytes), "\n"); strings.Join(got, "\n") != tc.want {
				t.Errorf("unexpected JSON: %s", gotJSONBytes)
			}
		})
	}
}
