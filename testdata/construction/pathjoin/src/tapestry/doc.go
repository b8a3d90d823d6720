// Package tapestry mirrors the documentation links of a story language.
package tapestry

import (
	"path"
	"strings"
)

// SourceUrl is where the package documentation lives.
const SourceUrl = "https://docs.example.com/pkg/example.com/tapestry"

const typesFolder = "idl"
const baseUrl = "/api"

// FlowInfo describes one command.
type FlowInfo struct {
	Name string
	Idl  string
}

// Source: git.sr.ht/~ionous/tapestry/lang/doc/docData.go:47 (path.Join of a constant https URL and a package path, for a documentation link)
func (c FlowInfo) SourceLink() string {
	name := strings.ToUpper(c.Name)
	pkgPath := "dl/" + c.Idl
	return path.Join(SourceUrl, pkgPath+"#"+name) // defect pathjoin
}

// Source: git.sr.ht/~ionous/tapestry/lang/doc/docData.go:170 (path.Join of the site-relative path constant "/api" and a type folder)
func linkToType(idlName, typeName string) string {
	out := path.Join(baseUrl, typesFolder, idlName) // lookalike
	if len(typeName) > 0 {
		out += "#" + typeName
	}
	return out
}
