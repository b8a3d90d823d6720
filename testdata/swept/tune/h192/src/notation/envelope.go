package notation

import (
	"encoding/json"
	"errors"
	"fmt"
)

// DescriptorFromSignaturePayload parses the target artifact descriptor out of
// a signature payload.
func DescriptorFromSignaturePayload(payload *Payload) (Descriptor, error) {
	if payload == nil {
		return Descriptor{}, errors.New("empty payload")
	}
	if payload.ContentType != MediaTypePayloadV1 {
		return Descriptor{}, fmt.Errorf("signature payload has unsupported content type %s", payload.ContentType)
	}
	var parsed struct {
		TargetArtifact Descriptor `json:"targetArtifact"`
	}
	if err := json.Unmarshal(payload.Content, &parsed); err != nil {
		return Descriptor{}, err
	}
	return parsed.TargetArtifact, nil
}
