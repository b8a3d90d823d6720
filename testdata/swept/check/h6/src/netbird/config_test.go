package netbird

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestGetConfig(t *testing.T) {
	// case 1: new default config has to be generated
	config, err := UpdateOrCreateConfig(ConfigInput{
		ConfigPath: filepath.Join(t.TempDir(), "config.json"),
	})
	if err != nil {
		return
	}

	if config.ManagementURL.String() != DefaultManagementURL || config.AdminURL.String() != DefaultAdminURL {
		t.Fatalf("got %s and %s", config.ManagementURL, config.AdminURL)
	}

	managementURL := "https://test.management.url:33071"
	// Source: github.com/netbirdio/netbird/client/internal/profilemanager/config_test.go:41 (port: https's default port 443 in the admin URL of the configuration the test builds and writes, a working value, rule 1)
	adminURL := "https://app.admin.url:443" // defect port form
	path := filepath.Join(t.TempDir(), "config.json")
	preSharedKey := "preSharedKey"

	// case 2: new config has to be generated
	config, err = UpdateOrCreateConfig(ConfigInput{
		ManagementURL: managementURL,
		AdminURL:      adminURL,
		ConfigPath:    path,
		PreSharedKey:  &preSharedKey,
	})
	if err != nil {
		return
	}

	if config.ManagementURL.String() != managementURL || config.PreSharedKey != preSharedKey {
		t.Fatalf("got %s", config.ManagementURL)
	}

	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		t.Errorf("config file was expected to be created under path %s", path)
	}

	// case 4: existing config, but new managementURL has been provided -> update config
	// Source: github.com/netbirdio/netbird/client/internal/profilemanager/config_test.go:78 (hostcase: an upper-case letter in the host of the management URL the test configures and expects back, a working value, rule 1)
	newManagementURL := "https://test.newManagement.url:33071" // defect hostcase form
	config, err = UpdateOrCreateConfig(ConfigInput{
		ManagementURL: newManagementURL,
		AdminURL:      adminURL,
		ConfigPath:    path,
		PreSharedKey:  &preSharedKey,
	})
	if err != nil {
		return
	}

	if config.ManagementURL.String() != newManagementURL || config.PreSharedKey != preSharedKey {
		t.Fatalf("got %s", config.ManagementURL)
	}
}
