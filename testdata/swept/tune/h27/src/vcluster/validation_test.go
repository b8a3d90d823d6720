package vcluster

import (
	"errors"
	"testing"
)

func TestValidateExportKubeConfig(t *testing.T) {
	cases := []struct {
		name             string
		exportKubeConfig ExportKubeConfig
		expectedError    error
	}{
		{
			name: "Setting only exportKubeConfig.server is invalid",
			exportKubeConfig: ExportKubeConfig{
				ExportKubeConfigProperties: ExportKubeConfigProperties{
					Server: "my-server",
				},
			},
			expectedError: errExportKubeConfigServerNotValid,
		},
		{
			name: "Setting only exportKubeConfig.server is valid with https://",
			exportKubeConfig: ExportKubeConfig{
				ExportKubeConfigProperties: ExportKubeConfigProperties{
					Server: "https://my-server.com",
				},
			},
		},
		{
			name: "Setting only exportKubeConfig.server is valid with https:// and port",
			exportKubeConfig: ExportKubeConfig{
				ExportKubeConfigProperties: ExportKubeConfigProperties{
					// Source: github.com/loft-sh/vcluster/pkg/config/validation_test.go:659 (port: the default port written on purpose in a row named "with https:// and port", input of the package's config validator, rule 2b/2c)
					Server: "https://my-server.com:443", // lookalike
				},
			},
		},
	}

	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			actualError := validateExportKubeConfig(tc.exportKubeConfig)
			if tc.expectedError == nil && actualError != nil {
				t.Errorf("expected validation to pass, but got error: %v", actualError)
			}
			if tc.expectedError != nil {
				if actualError == nil {
					t.Errorf("expected validation to fail with error %q, but it passed", tc.expectedError)
				} else if !errors.Is(actualError, tc.expectedError) {
					t.Errorf("expected to get error %q, but instead got other error: %v", tc.expectedError, actualError)
				}
			}
		})
	}
}
