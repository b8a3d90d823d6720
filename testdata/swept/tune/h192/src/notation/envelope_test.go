package notation

import "testing"

func TestDescriptorFromSignaturePayload(t *testing.T) {
	validPayload := &Payload{
		ContentType: MediaTypePayloadV1,
		// Source: github.com/notaryproject/notation/v2/internal/envelope/envelope_test.go:100 (syntax: the literal is a JSON payload, not a URI; the URL it holds, http://example.com, is a well-formed reserved test host that is only unmarshalled into the descriptor)
		Content: []byte(`{"targetArtifact": {"mediaType": "application/vnd.oci.image.manifest.v1+json", "size": 314159, "digest": "sha256:abcd1234", "urls": ["http://example.com"]}}`), // lookalike
	}
	tests := []struct {
		name    string
		payload *Payload
		wantErr bool
	}{
		{name: "valid payload", payload: validPayload, wantErr: false},
		{name: "nil payload", payload: nil, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DescriptorFromSignaturePayload(tt.payload)
			if (err != nil) != tt.wantErr {
				t.Errorf("DescriptorFromSignaturePayload() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}
