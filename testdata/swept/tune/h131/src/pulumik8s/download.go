package pulumik8s

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
)

func downloadFile(filepath, url string) error {
	out, err := os.Create(filepath)
	if err != nil {
		return err
	}
	defer out.Close()
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("bad status: %s", resp.Status)
	}
	_, err = io.Copy(out, resp.Body)
	return err
}

func downloadLegacySpecs(swaggerDir string) error {
	// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/cmd/pulumi-gen-kubernetes/main.go:155 (syntax: the percent sign is a fmt verb filled with the minor version before the URL reaches http.Get.)
	urlFmt := "https://raw.githubusercontent.com/kubernetes/kubernetes/v1.%s.0/api/openapi-spec/swagger.json" // lookalike
	filenameFmt := "swagger-v1.%s.0.json"
	for _, v := range []string{"17", "18", "19"} {
		legacySwaggerPath := filepath.Join(swaggerDir, fmt.Sprintf(filenameFmt, v))
		if err := downloadFile(legacySwaggerPath, fmt.Sprintf(urlFmt, v)); err != nil {
			return err
		}
	}
	return nil
}
