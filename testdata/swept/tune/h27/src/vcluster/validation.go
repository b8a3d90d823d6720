package vcluster

import (
	"errors"
	"net/url"
	"strings"
)

var errExportKubeConfigServerNotValid = errors.New("exportKubeConfig.Server has to be set to a valid URL (with https:// or http:// prefix)")

// ExportKubeConfigProperties are the properties of an exported kubeconfig.
type ExportKubeConfigProperties struct {
	Context string
	Server  string
}

// ExportKubeConfig configures the exported kubeconfig.
type ExportKubeConfig struct {
	ExportKubeConfigProperties
}

func validateExportKubeConfig(exportKubeConfig ExportKubeConfig) error {
	server := exportKubeConfig.Server
	if server == "" {
		return nil
	}
	hasProto := strings.HasPrefix(server, "https://") || strings.HasPrefix(server, "http://")
	if _, err := url.Parse(server); err != nil || !hasProto {
		return errExportKubeConfigServerNotValid
	}
	return nil
}
