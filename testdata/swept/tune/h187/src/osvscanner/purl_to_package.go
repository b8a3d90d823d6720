package osvscanner

// parsedPURL stands in for packageurl.PackageURL.
type parsedPURL struct {
	Type      string
	Namespace string
	Name      string
	Version   string
}

// PackageInfo is the package named by a PURL.
type PackageInfo struct {
	Name      string
	Version   string
	Ecosystem string
}

// PURLToPackage converts a parsed PURL into PackageInfo.
func PURLToPackage(p parsedPURL) PackageInfo {
	// PackageInfo expects the full namespace in the name for ecosystems that specify it.
	name := p.Name
	if p.Namespace != "" {
		switch p.Type {
		case "maven":
			// Maven uses : to separate namespace and package
			// Source: github.com/google/osv-scanner/v2/internal/utility/purl/purl_to_package.go:102 (hostjoin: a Maven namespace:name package name, so no host and port are joined into a URI as the hostjoin definition requires)
			name = p.Namespace + ":" + p.Name // lookalike
		case "deb", "apk":
			name = p.Name
		default:
			name = p.Namespace + "/" + p.Name
		}
	}
	return PackageInfo{Name: name, Version: p.Version, Ecosystem: p.Type}
}
