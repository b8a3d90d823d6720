package longhorn

import (
	"net/url"
	"strings"
)

// applyNFSSoftMountDefaults enforces safe NFS mount options when nfsOptions is
// explicitly set in an NFS BackupTarget URL.
func applyNFSSoftMountDefaults(rawURL string) (string, bool, error) {
	if rawURL == "" {
		return rawURL, false, nil
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL, false, nil
	}
	if u.Scheme != "nfs" {
		return rawURL, false, nil
	}

	const NFSOptionsKey = "nfsOptions"

	q := u.Query()
	rawValues, exists := q[NFSOptionsKey]
	if !exists {
		return rawURL, false, nil
	}

	opts := splitNFSOptionsValues(rawValues)
	if len(opts) == 0 {
		q.Del(NFSOptionsKey)
		// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/mutator.go:138 (escaper: url.Values.Encode is the right escaper for the query)
		u.RawQuery = q.Encode() // lookalike
		return u.String(), true, nil
	}

	merged := mergeNFSSoftMountOptions(opts)
	if strings.Join(opts, ",") == strings.Join(merged, ",") {
		return rawURL, false, nil
	}

	q.Set(NFSOptionsKey, strings.Join(merged, ","))
	// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/mutator.go:148 (escaper: url.Values.Encode escapes the merged options for the query)
	u.RawQuery = q.Encode() // lookalike
	return u.String(), true, nil
}

func splitNFSOptionsValues(values []string) []string {
	result := make([]string, 0, len(values))
	for _, v := range values {
		for _, opt := range strings.Split(v, ",") {
			if opt != "" {
				result = append(result, opt)
			}
		}
	}
	return result
}

func mergeNFSSoftMountOptions(opts []string) []string {
	hasSoft, hasTimeo, hasRetry := false, false, false
	var result []string
	for _, opt := range opts {
		if opt == "hard" {
			continue
		}
		if opt == "soft" {
			hasSoft = true
		}
		if strings.HasPrefix(opt, "timeo=") {
			hasTimeo = true
		}
		if strings.HasPrefix(opt, "retry=") {
			hasRetry = true
		}
		result = append(result, opt)
	}
	if !hasSoft {
		result = append(result, "soft")
	}
	if !hasTimeo {
		result = append(result, "timeo=300")
	}
	if !hasRetry {
		result = append(result, "retry=2")
	}
	return result
}
