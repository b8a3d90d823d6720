// Package main holds a rewritten excerpt of scorecard's probe scaffolding script.
package main

import (
	"fmt"
	"os"
	"path"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: setup <probe name>")
		return
	}
	pn := os.Args[1]
	pd := path.Join("probes", pn)
	if err := os.Mkdir(pd, 0o700); err != nil {
		panic(err)
	}
	y := time.Now().Year()

	// Source: github.com/ossf/scorecard/v5/probes/internal/scripts/setup.go:37 (plainhttp: the license URL inside an Apache license comment header that the script writes into a new Go file, prose by rule 4)
	implBoilerplate := fmt.Sprintf("// Copyright %d OpenSSF Scorecard Authors\n//\n// Licensed under the Apache License, Version 2.0 (the \"License\");\n// You may obtain a copy of the License at\n//\n//      http://www.apache.org/licenses/LICENSE-2.0\n//\n\npackage %s\n\nconst (\n\tProbe = \"%s\"\n)\n", y, pn, pn) // lookalike
	if err := os.WriteFile(path.Join(pd, "impl.go"), []byte(implBoilerplate), 0o600); err != nil {
		panic(err)
	}

	// Source: github.com/ossf/scorecard/v5/probes/internal/scripts/setup.go:87 (plainhttp: the license URL inside the comment header written into the new test file, prose by rule 4)
	implTestBoilerplate := fmt.Sprintf("// Copyright %d OpenSSF Scorecard Authors\n//\n// Licensed under the Apache License, Version 2.0 (the \"License\");\n// You may obtain a copy of the License at\n//\n//      http://www.apache.org/licenses/LICENSE-2.0\n//\n\npackage %s\n", y, pn) // lookalike
	if err := os.WriteFile(path.Join(pd, "impl_test.go"), []byte(implTestBoilerplate), 0o600); err != nil {
		panic(err)
	}

	// Source: github.com/ossf/scorecard/v5/probes/internal/scripts/setup.go:108 (plainhttp: the license URL inside the YAML comment header of the new probe definition, prose by rule 4)
	defYmlBoilerplate := fmt.Sprintf("# Copyright %d OpenSSF Scorecard Authors\n#\n# Licensed under the Apache License, Version 2.0 (the \"License\");\n# You may obtain a copy of the License at\n#\n#      http://www.apache.org/licenses/LICENSE-2.0\n#\n\nid: %s\nshort: A short description of this probe\n", y, pn) // lookalike
	if err := os.WriteFile(path.Join(pd, "def.yml"), []byte(defYmlBoilerplate), 0o600); err != nil {
		panic(err)
	}
}
