// Package concat holds concatenations and formats whose known prefix has
// a certain URI defect and whose result goes where urilint knows no sink:
// a JSON response, a log line, a struct stored in a database, a generated
// config file. Next to them are prefixes and formats that only look wrong.
package concat
