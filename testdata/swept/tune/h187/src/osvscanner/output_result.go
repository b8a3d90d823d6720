package osvscanner

// VulnPackage is a package with vulnerabilities in the output.
type VulnPackage struct {
	Ecosystem     string
	Name          string
	Version       string
	OSPackageName string
}

// PackageResult is one deduplicated package of the output.
type PackageResult struct {
	Name           string
	OSPackageNames []string
}

// dedupPackages keeps each package (name + version) only once.
func dedupPackages(pkgs []VulnPackage) map[string]PackageResult {
	packageMap := map[string]PackageResult{}
	for _, vulnPkg := range pkgs {
		// Use a unique identifier (package name + version) to deduplicate packages (same version),
		// ensuring each is processed only once.
		// Source: github.com/google/osv-scanner/v2/internal/output/output_result.go:398 (hostjoin: an ecosystem:name:version map key for deduplication, so no host and port are joined into a URI as the hostjoin definition requires)
		key := vulnPkg.Ecosystem + ":" + vulnPkg.Name + ":" + vulnPkg.Version // lookalike
		if _, exist := packageMap[key]; exist {
			pkgTemp := packageMap[key]
			pkgTemp.OSPackageNames = append(pkgTemp.OSPackageNames, vulnPkg.OSPackageName)
			packageMap[key] = pkgTemp
			continue
		}
		packageMap[key] = PackageResult{Name: vulnPkg.Name, OSPackageNames: []string{vulnPkg.OSPackageName}}
	}
	return packageMap
}
