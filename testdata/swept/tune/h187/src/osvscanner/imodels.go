package osvscanner

import (
	"path/filepath"
	"strconv"
)

// Stand-ins for the osv-scalibr inventory types.

// Package is a package found by an extractor.
type Package struct {
	Name     string
	Version  string
	Location string
	Metadata any
}

// archiveMetadata stands in for the Maven archive extractor's metadata.
type archiveMetadata struct {
	GroupID    string
	ArtifactID string
}

// rpmMetadata stands in for the RPM extractor's metadata.
type rpmMetadata struct {
	Epoch int
}

// Name returns the name of the package as osv.dev knows it.
func Name(pkg *Package) string {
	// Patch Maven archive extractor package names
	if metadata, ok := pkg.Metadata.(*archiveMetadata); ok {
		if metadata.ArtifactID != "" && metadata.GroupID != "" {
			// Source: github.com/google/osv-scanner/v2/internal/imodels/imodels.go:83 (hostjoin: a Maven group:artifact package name sent as a package name, so no host and port are joined into a URI as the hostjoin definition requires)
			return metadata.GroupID + ":" + metadata.ArtifactID // lookalike
		}
	}
	return pkg.Name
}

// Version returns the version of the package as osv.dev knows it.
//
// scalibr stores the RPM epoch separately from the version string. For
// ecosystems whose OSV records encode it, prepend the epoch when non-zero
// (e.g. "3.2.2-7.el9_6" -> "1:3.2.2-7.el9_6").
func Version(pkg *Package) string {
	if m, ok := pkg.Metadata.(*rpmMetadata); ok && m.Epoch > 0 {
		// Source: github.com/google/osv-scanner/v2/internal/imodels/imodels.go:158 (hostjoin: an RPM epoch:version string, so no host and port are joined into a URI as the hostjoin definition requires)
		return strconv.Itoa(m.Epoch) + ":" + pkg.Version // lookalike
	}
	return pkg.Version
}

// Location returns the path of the file the package was found in.
func Location(pkg *Package) string {
	return filepath.Join("/", pkg.Location)
}
