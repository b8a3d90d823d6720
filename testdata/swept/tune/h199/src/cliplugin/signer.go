// Package cliplugin rewrites sigstore's KMS plugin client loader.
package cliplugin

import (
	"context"
	"crypto"
	"errors"
	"strings"
)

// ErrorInputKeyResourceID is returned when the key resource ID has no scheme.
var ErrorInputKeyResourceID = errors.New("parsing input key resource id")

// PluginClient runs a sigstore-kms-<name> plugin program.
type PluginClient struct {
	name   string
	keyRef string
}

// LoadSignerVerifier splits [name]://[keyref] and returns a PluginClient.
func LoadSignerVerifier(_ context.Context, inputKeyResourceID string, _ crypto.Hash) (*PluginClient, error) {
	parts := strings.SplitN(inputKeyResourceID, "://", 2)
	if len(parts) != 2 {
		return nil, ErrorInputKeyResourceID
	}
	return &PluginClient{name: parts[0], keyRef: parts[1]}, nil
}
