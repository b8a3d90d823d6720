package scsbuild

import (
	"fmt"
	"strings"
)

const frontendConfigPath = "assets/config/config.prod.json"

// URI is a service endpoint in the front end configuration.
type URI struct {
	URI string `json:"uri"`
}

// FrontendConfig is the front end configuration.
type FrontendConfig struct {
	LibraryAPI URI `json:"libraryAPI"`
	BuildAPI   URI `json:"builderAPI"`
}

func getFrontendConfigURL(frontendURL string) string {
	return fmt.Sprintf("%v/%v", strings.TrimSuffix(frontendURL, "/"), frontendConfigPath)
}
