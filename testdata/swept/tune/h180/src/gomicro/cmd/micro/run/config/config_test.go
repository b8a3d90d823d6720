package config

import (
	"os"
	"path/filepath"
	"testing"
)

func TestParseMu(t *testing.T) {
	// Source: go-micro.dev/v6/cmd/micro/run/config/config_test.go:10 (syntax: the whole text of a micro.mu project file fed to its line parser, a document of words and opaque env values and no URI, text by rule 4)
	content := "# Micro configuration\nservice users\n    path ./users\n    port 8081\n\nenv development\n    STORE_ADDRESS file://./data\n    DEBUG true\n\nenv production\n    STORE_ADDRESS postgres://localhost/db\n" // lookalike

	tmpDir := t.TempDir()
	muPath := filepath.Join(tmpDir, "micro.mu")
	if err := os.WriteFile(muPath, []byte(content), 0644); err != nil {
		t.Fatal(err)
	}
	cfg, err := ParseMu(muPath)
	if err != nil {
		t.Fatalf("ParseMu failed: %v", err)
	}
	dev := cfg.GetEnv("development")
	if dev["STORE_ADDRESS"] != "file://./data" {
		t.Errorf("STORE_ADDRESS = %q, want %q", dev["STORE_ADDRESS"], "file://./data")
	}
}

func TestParseJSON(t *testing.T) {
	// Source: go-micro.dev/v6/cmd/micro/run/config/config_test.go:94 (syntax: the whole text of a micro.json project file fed to the JSON parser, a document and no URI, text by rule 4)
	content := "{\n  \"services\": {\n    \"users\": {\n      \"path\": \"./users\",\n      \"port\": 8081\n    }\n  },\n  \"env\": {\n    \"development\": {\n      \"STORE_ADDRESS\": \"file://./data\"\n    }\n  }\n}" // lookalike

	tmpDir := t.TempDir()
	jsonPath := filepath.Join(tmpDir, "micro.json")
	if err := os.WriteFile(jsonPath, []byte(content), 0644); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseJSON(jsonPath); err != nil {
		t.Fatalf("ParseJSON failed: %v", err)
	}
}
