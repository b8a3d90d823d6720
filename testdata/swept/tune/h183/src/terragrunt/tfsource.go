package terragrunt

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// IsLocalSource returns true if the given URL refers to a path on the local file system.
func IsLocalSource(sourceURL *url.URL) bool {
	return sourceURL.Scheme == "file" || sourceURL.Scheme == ""
}

// canonicalRootSource cleans the path of a local source so the same folder
// always maps to the same download folder.
func canonicalRootSource(rootSourceURL *url.URL) *url.URL {
	if IsLocalSource(rootSourceURL) {
		// Always use canonical file paths for local source folders, rather than relative paths.
		// Source: github.com/gruntwork-io/terragrunt/internal/tf/source.go:281 (pathjoin: filepath.Clean gets only the Path of a local file or scheme-less source, a file path and no whole URL)
		rootSourceURL.Path = filepath.ToSlash(filepath.Clean(rootSourceURL.Path)) // lookalike
	}

	return rootSourceURL
}

// ToSourceURL parses a source after stripping go-getter forced-getter
// prefixes, then reattaches them as part of the scheme.
func ToSourceURL(source, pwd string) (*url.URL, error) {
	var forcedGetters []string

	rawSourceURL := source
	for {
		prefix, rest, ok := strings.Cut(rawSourceURL, "::")
		if !ok || strings.ContainsAny(prefix, "/:") {
			break
		}

		forcedGetters = append(forcedGetters, prefix)
		rawSourceURL = rest
	}

	// Parse the URL without the getter prefix
	canonicalSourceURL, err := URLParse(rawSourceURL)
	if err != nil {
		return nil, err
	}

	// Reattach the "getter" prefix as part of the scheme
	for i := len(forcedGetters) - 1; i >= 0; i-- {
		// Source: github.com/gruntwork-io/terragrunt/internal/tf/source.go:378 (syntax: the forced-getter prefix is put back into Scheme on purpose so String yields go-getter's forced form, which the getter client parses)
		canonicalSourceURL.Scheme = fmt.Sprintf("%s::%s", forcedGetters[i], canonicalSourceURL.Scheme) // lookalike
	}

	return canonicalSourceURL, nil
}

// SplitSourceURL splits a source URL into the root source and the module
// path after go-getter's "//" subdir selector.
func SplitSourceURL(sourceURL *url.URL) (*url.URL, string, error) {
	if sourceURL.Opaque != "" {
		opaqueSplitOnDoubleSlash := strings.SplitN(sourceURL.Opaque, "//", 2)
		if len(opaqueSplitOnDoubleSlash) > 1 {
			rootSourceURL := *sourceURL
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source.go:402 (syntax: the opaque part before go-getter's // subdir selector of a cas:: reference is kept, valid opaque text)
			rootSourceURL.Opaque = opaqueSplitOnDoubleSlash[0] // lookalike

			return &rootSourceURL, opaqueSplitOnDoubleSlash[1], nil
		}

		return sourceURL, "", nil
	}

	pathSplitOnDoubleSlash := strings.SplitN(sourceURL.Path, "//", 2)

	if len(pathSplitOnDoubleSlash) > 1 {
		sourceURLModifiedPath := *sourceURL
		// Source: github.com/gruntwork-io/terragrunt/internal/tf/source.go:418 (syntax: the path before go-getter's // subdir selector is kept as the root source path, a valid path)
		sourceURLModifiedPath.Path = pathSplitOnDoubleSlash[0] // lookalike

		return &sourceURLModifiedPath, pathSplitOnDoubleSlash[1], nil
	}

	return sourceURL, "", nil
}

// JoinTerraformModulePath joins two paths together with a double-slash
// between them, as this is what Terraform uses to identify where a "repo"
// ends and a path within the repo begins.
func JoinTerraformModulePath(modulesFolder string, path string) string {
	cleanModulesFolder := strings.TrimRight(modulesFolder, `/\`)
	cleanPath := strings.TrimLeft(path, `/\`)

	if strings.Contains(cleanModulesFolder, "?ref=") && cleanPath != "" {
		canonicalSourceURL, err := URLParse(cleanModulesFolder)
		if err == nil {
			if canonicalSourceURL.Opaque != "" {
				// Source: github.com/gruntwork-io/terragrunt/internal/util/file.go:1151 (syntax: "//" before the module path is go-getter's subdir selector in the opaque part, which the source needs)
				canonicalSourceURL.Opaque = fmt.Sprintf("%s//%s", strings.TrimRight(canonicalSourceURL.Opaque, `/\`), cleanPath) // lookalike
			} else {
				// Source: github.com/gruntwork-io/terragrunt/internal/util/file.go:1157 (syntax: "//" before the module path is go-getter's subdir selector, and RFC 3986 allows the empty segment)
				canonicalSourceURL.Path = fmt.Sprintf("%s//%s", strings.TrimRight(canonicalSourceURL.Path, `/\`), cleanPath) // lookalike
			}

			return canonicalSourceURL.String()
		}
	}

	return fmt.Sprintf("%s//%s", cleanModulesFolder, cleanPath)
}

// IncludeConfig is an include block.
type IncludeConfig struct {
	Name string
	Path string
}

// resolveIncludeFromChild makes a child's include path absolute.
func resolveIncludeFromChild(includeFromChild *IncludeConfig, terragruntConfigPath string) {
	if includeFromChild != nil && includeFromChild.Path != "" && !filepath.IsAbs(includeFromChild.Path) {
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/config.go:1517 (pathjoin: the include Path field holds a config file path, not a URL, so filepath.Join is right here)
		includeFromChild.Path = filepath.Clean(filepath.Join(filepath.Dir(terragruntConfigPath), includeFromChild.Path)) // lookalike
	}
}

// normalizeIncludes makes every include path absolute.
func normalizeIncludes(configDir string, terragruntIncludeList []IncludeConfig) []IncludeConfig {
	normalizedList := make([]IncludeConfig, len(terragruntIncludeList))

	for i, tgInc := range terragruntIncludeList {
		if tgInc.Path != "" && !filepath.IsAbs(tgInc.Path) {
			// Source: github.com/gruntwork-io/terragrunt/pkg/config/include.go:886 (pathjoin: the include Path field holds a config file path, not a URL, so filepath.Join is right here)
			tgInc.Path = filepath.Clean(filepath.Join(configDir, tgInc.Path)) // lookalike
		}

		normalizedList[i] = tgInc
	}

	return normalizedList
}

// CatalogConfig is the catalog block.
type CatalogConfig struct {
	URLs []string
}

func (cfg *CatalogConfig) normalize(configPath string) {
	configDir := filepath.Dir(configPath)

	// transform relative paths to absolute ones
	for i, url := range cfg.URLs {
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/catalog.go:62 (pathjoin: a catalog URL may be remote, but the joined path is only kept when it exists on disk, so a remote URL that filepath.Join mangles is left unchanged)
		url := filepath.Join(configDir, url) // lookalike

		if _, err := os.Stat(url); err == nil {
			cfg.URLs[i] = url
		}
	}
}

const (
	// Source: github.com/gruntwork-io/terragrunt/internal/remotestate/backend/s3/client.go:40 (plainhttp: this is the identifier AWS requires verbatim for the log-delivery group grantee, passed as an ACL grant and never fetched)
	s3LogDeliveryGranteeURI = "http://acs.amazonaws.com/groups/s3/LogDelivery" // lookalike
)

// PutBucketACLInput stands in for s3.PutBucketAclInput.
type PutBucketACLInput struct {
	Bucket       string
	GrantWrite   string
	GrantReadACP string
}

// grantS3LogDeliveryAccess grants the S3 log delivery group access to the bucket.
func grantS3LogDeliveryAccess(bucketName string) PutBucketACLInput {
	// Source: github.com/gruntwork-io/terragrunt/internal/remotestate/backend/s3/client.go:1324 (plainhttp: the grant header names the AWS grantee by its identifier URI, which is compared by AWS and never fetched)
	uri := "uri=" + s3LogDeliveryGranteeURI // lookalike

	return PutBucketACLInput{Bucket: bucketName, GrantWrite: uri, GrantReadACP: uri}
}

// AdjustSourceWithMap rewrites source with the first matching source-map
// entry, keeping the module path after go-getter's "//" selector.
func AdjustSourceWithMap(sourceMap map[string]string, source, modulePath string) (string, error) {
	if len(sourceMap) == 0 {
		return source, nil
	}

	base, subDir, _ := strings.Cut(source, "//")
	if idx := strings.Index(base, "://"); idx >= 0 {
		rest := source[idx+3:]
		if b, s, ok := strings.Cut(rest, "//"); ok {
			base, subDir = source[:idx+3]+b, s
		} else {
			base, subDir = source, ""
		}
	}

	base, _, _ = strings.Cut(base, "?")
	subDir, _, _ = strings.Cut(subDir, "?")

	mapped, ok := sourceMap[base]
	if !ok {
		return source, nil
	}

	if subDir == "" {
		name, err := GetModulePathFromSourceURL(base)
		if err != nil {
			return "", err
		}

		subDir = name
	}

	return JoinTerraformModulePath(mapped, subDir), nil
}

// GetModulePathFromSourceURL returns the module name at the end of a source URL.
func GetModulePathFromSourceURL(sourceURL string) (string, error) {
	base, _, _ := strings.Cut(sourceURL, "?")
	i := strings.LastIndex(base, "/")

	if i < 0 || !strings.Contains(base, "://") {
		return "", fmt.Errorf("Unable to obtain the module path from the source URL '%s'", sourceURL)
	}

	return strings.TrimSuffix(base[i+1:], ".git"), nil
}
