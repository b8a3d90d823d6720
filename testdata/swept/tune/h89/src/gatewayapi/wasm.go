package gatewayapi

import "strings"

// versionSegment returns the major.minor segment of a version key, prefixed with "v".
func versionSegment(versionKey string) string {
	versionKey = strings.TrimPrefix(versionKey, "v")
	parts := strings.SplitN(versionKey, ".", 3)
	major, minor := "1", "0"
	if len(parts) > 0 && parts[0] != "" {
		major = parts[0]
	}
	if len(parts) > 1 && parts[1] != "" {
		minor = parts[1]
	}
	return "v" + major + "." + minor
}

func updateVersionLinks(versionKey string, setHref func(id, href string)) {
	if versionKey == "" {
		versionKey = "v1.0.0"
	}
	seg := versionSegment(versionKey)
	// Source: sigs.k8s.io/gateway-api/wasm/main.go:325 (escaper: the segment is "v" and two numbers the code makes itself, so nothing in it needs escaping)
	base := "https://gateway-api.sigs.k8s.io/implementations/" + seg + "/" // lookalike
	setHref("link-intro-conformance", base)
	for _, id := range []string{"link-httproute", "link-grpcroute", "link-tlsroute"} {
		// Source: sigs.k8s.io/gateway-api/wasm/main.go:334 (escaper: the fragment is cut from the package's constant element IDs, which hold nothing to escape)
		setHref(id, base+"#"+strings.TrimPrefix(id, "link-")) // lookalike
	}
}
