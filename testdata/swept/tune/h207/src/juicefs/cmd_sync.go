package juicefs

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

func supportHTTPS(name, endpoint string) bool {
	return name != "minio"
}

// Check if uri is local file path
func isFilePath(uri string) bool {
	return !strings.Contains(uri, ":")
}

func extractToken(uri string) (string, string) {
	if submatch := regexp.MustCompile(`^.*:.*:.*(:.*)@.*$`).FindStringSubmatch(uri); len(submatch) == 2 {
		return strings.ReplaceAll(uri, submatch[1], ""), strings.TrimLeft(submatch[1], ":")
	}
	return uri, ""
}

func createSyncStorage(uri string, noHTTPS bool) (ObjectStorage, error) {
	// Source: github.com/juicedata/juicefs/cmd/sync.go:367 (sink: the bare scheme is only trimmed off the argument, no URI use; uniform sample 8 of 17 scheme-prefix comparisons)
	uri = strings.TrimPrefix(uri, "sftp://") // lookalike
	if !strings.Contains(uri, "://") {
		if isFilePath(uri) {
			absPath, err := filepath.Abs(uri)
			if err != nil {
				log.Fatalf("invalid path %q: %s", uri, err.Error())
			}
			if strings.HasSuffix(uri, "/") {
				absPath += "/"
			}
			// Windows: file:///C:/a/b/c, Unix: file:///a/b/c
			// Source: github.com/juicedata/juicefs/cmd/sync.go:382 (escaper: a local directory path, which may hold %, # or ?, is spliced raw into a file URL that url.Parse then splits and decodes, so such a path fails or names another directory; it needs url.URL{Scheme: "file", Path: absPath})
			uri = "file://" + absPath // defect escaper
		} else {
			return CreateStorage("sftp", uri, "", "", "")
		}
	}
	uri, token := extractToken(uri)
	u, err := url.Parse(uri)
	if err != nil {
		log.Fatalf("Can't parse %q: %s", RemovePassword(uri), err)
	}
	var accessKey, secretKey string
	if u.User != nil {
		accessKey = u.User.Username()
		secretKey, _ = u.User.Password()
	}
	name := strings.ToLower(u.Scheme)
	var endpoint string
	if name == "file" {
		endpoint = u.Path
	} else if !noHTTPS && supportHTTPS(name, u.Host) {
		// Source: github.com/juicedata/juicefs/cmd/sync.go:428 (syntax: the https scheme and the host parsed from the storage URL give a valid endpoint)
		endpoint = "https://" + u.Host // lookalike
	} else {
		// Source: github.com/juicedata/juicefs/cmd/sync.go:430 (plainhttp: plain http is used only when the user passes --no-https or for storages such as MinIO that run locally; the host is user-given, not a known public one)
		endpoint = "http://" + u.Host // lookalike
	}
	if name == "minio" {
		endpoint += u.Path
	}
	return CreateStorage(name, endpoint, accessKey, secretKey, token)
}

type clusterWorkerConfig struct {
	Source      string            `json:"source"`
	Destination string            `json:"destination"`
	Env         map[string]string `json:"env"`
}

// ReadClusterWorkerConfig reads storage URLs and environment variables from worker stdin.
func ReadClusterWorkerConfig(r io.Reader) (string, string, map[string]string, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return "", "", nil, fmt.Errorf("read worker config: %s", err)
	}
	var config clusterWorkerConfig
	if err := json.Unmarshal(data, &config); err != nil {
		return "", "", nil, fmt.Errorf("unmarshal worker config: %s", err)
	}
	if config.Source == "" || config.Destination == "" {
		return "", "", nil, fmt.Errorf("worker config is missing source or destination")
	}
	return config.Source, config.Destination, config.Env, nil
}

func loadClusterWorkerConfig(r io.Reader) (string, string, error) {
	src, dst, env, err := ReadClusterWorkerConfig(r)
	if err != nil {
		return "", "", err
	}
	for key, value := range env {
		if err := os.Setenv(key, value); err != nil {
			return "", "", fmt.Errorf("set worker environment %q: %s", key, err)
		}
	}
	return src, dst, nil
}

// Main runs the juicefs command line; only "sync SRC DST" is kept here.
func Main(args []string) error {
	if len(args) < 4 || args[1] != "sync" {
		return fmt.Errorf("usage: sync SRC DST")
	}
	if _, err := createSyncStorage(args[2], false); err != nil {
		return err
	}
	_, err := createSyncStorage(args[3], false)
	return err
}
