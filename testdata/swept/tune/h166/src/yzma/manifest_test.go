package yzma

// In the source this file is behind the "manifest" build tag.

import (
	"fmt"
	"net/http"
	"os"
	"testing"
	"time"
)

// llamaReleaseAssets lists the asset names published for a llama.cpp release tag.
func llamaReleaseAssets(tag string) (int, error) {
	// Source: github.com/hybridgroup/yzma/pkg/download/manifest_test.go:26 (syntax: a %s template filled with a release tag, a valid GitHub API URL once filled)
	req, err := http.NewRequest("GET", fmt.Sprintf("https://api.github.com/repos/ggml-org/llama.cpp/releases/tags/%s", tag), nil) // lookalike
	if err != nil {
		return 0, err
	}
	req.Header.Set("Accept", "application/vnd.github+json")
	if token := os.Getenv("GITHUB_TOKEN"); token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}

	client := &http.Client{Timeout: 30 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func TestDefaultResolverMatchesRelease(t *testing.T) {
	if os.Getenv("YZMA_TEST_MANIFEST") == "" {
		t.Skip("calls the GitHub API")
	}
	if _, err := llamaReleaseAssets("b10783"); err != nil {
		t.Fatal(err)
	}
}
