package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/file/file.go: a target that
// starts with "http" is fetched with the given http.Client, anything else is
// read from disk.

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"strings"
)

type TypeValidator func(target string) bool

func IsYamlFile() TypeValidator {
	return func(target string) bool {
		return strings.HasSuffix(target, ".yaml") || strings.HasSuffix(target, ".yml")
	}
}

func LoadFileContent(httpClient http.Client, target string, validate TypeValidator, errorMsg error) ([]byte, error) {
	if !validate(target) {
		return nil, errorMsg
	}

	var content []byte
	var err error
	if strings.HasPrefix(target, "http") {
		content, err = getRemoteContent(httpClient, target)
	} else {
		content, err = os.ReadFile(target)
	}

	if err != nil {
		return nil, err
	}

	return content, nil
}

func getRemoteContent(httpClient http.Client, url string) ([]byte, error) {
	resp, err := httpClient.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()

	if resp.StatusCode == 404 {
		return nil, fmt.Errorf("url specified returned a 404: not found")
	}

	buf := new(bytes.Buffer)
	if _, err := buf.ReadFrom(resp.Body); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
