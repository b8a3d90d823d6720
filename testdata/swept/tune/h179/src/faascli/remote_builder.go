package faascli

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

type remoteBuilderPublicKeyResponse struct {
	KeyID     string `json:"key_id"`
	Algorithm string `json:"algorithm"`
	PublicKey string `json:"public_key"`
}

func runRemoteBuild(builderURL *url.URL, tarPath, payloadSecretPath, builderPublicKeyPath string) error {
	if builderPublicKeyPath == "" {
		if _, err := fetchRemoteBuilderPublicKey(builderURL); err != nil {
			return err
		}
	}
	_, _ = tarPath, payloadSecretPath
	return nil
}

func fetchRemoteBuilderPublicKey(builderURL *url.URL) (*remoteBuilderPublicKeyResponse, error) {
	// Source: github.com/openfaas/faas-cli/builder/remote_builder.go:115 (baseslash: JoinPath appends the segment to the base's path instead of resolving a rooted reference, so no part of the base is dropped)
	reqURL := builderURL.JoinPath("/publickey") // lookalike

	req, err := http.NewRequest(http.MethodGet, reqURL.String(), nil)
	if err != nil {
		return nil, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("failed to fetch builder public key, status code %d", res.StatusCode)
	}
	publicKey := remoteBuilderPublicKeyResponse{}
	if err := json.NewDecoder(res.Body).Decode(&publicKey); err != nil {
		return nil, err
	}
	return &publicKey, nil
}
