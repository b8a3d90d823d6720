// Package checkutil forwards to passes/checkutil, where it moved.
//
// Deprecated: import github.com/urilint/urilint/passes/checkutil.
package checkutil

import "github.com/urilint/urilint/passes/checkutil"

type (
	Check     = checkutil.Check
	Pass      = checkutil.Pass
	Edit      = checkutil.Edit
	Options   = checkutil.Options
	FixPolicy = checkutil.FixPolicy
)

const (
	FixNone    = checkutil.FixNone
	FixDefault = checkutil.FixDefault
	FixOptIn   = checkutil.FixOptIn
)

var (
	ParseDoc = checkutil.ParseDoc
	Display  = checkutil.Display
	Fix      = checkutil.Fix
	Apply    = checkutil.Apply
	Position = checkutil.Position
)
